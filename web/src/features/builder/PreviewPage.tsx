/**
 * 'Preview SVR' (spec 000 §2): the form as talent sees it, every phase, section and question, with the
 * follow-up questions under the answer that opens them. ?uuids=1 also shows each section and question uuid.
 */
import './builder.css';
import './preview.css';
import { Button, Callout, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PreviewSection } from './components/preview/PreviewSection';
import { usePreviewForm } from './hooks/usePreviewForm';
import { PHASES } from './model/types';
import { PHASE_NAMES } from './model/validate';
import { PHASE_NOTES } from './components/PhaseArea';

export function PreviewPage() {
  useDocumentTitle('Preview SVR');
  const navigate = useNavigate();
  const { canonicalKey } = useParams();
  const [params] = useSearchParams();
  const key = canonicalKey && canonicalKey !== 'create' ? canonicalKey : null;
  const showUuids = params.get('uuids') === '1';
  const { form, loading, error, fromLocal } = usePreviewForm(key);
  const back = `/svrs/${key ?? 'create'}`;

  if (loading)
    return (
      <div className="svr-centered">
        <Spinner aria-label="Loading the SVR" />
      </div>
    );
  if (error || !form) {
    return (
      <NonIdealState
        icon="document"
        title="Nothing to preview"
        description={error ?? 'This SVR has no saved or local copy yet.'}
        action={<Button text="Back to the builder" onClick={() => navigate(back)} />}
      />
    );
  }
  const hero = form.heroImageUrl.trim();

  return (
    <div className="svr-page svr-preview">
      <div className="svr-preview-bar">
        <Button icon="arrow-left" variant="minimal" text="Back to the builder" onClick={() => navigate(back)} />
        <span className="svr-muted">Preview SVR{showUuids ? ' with uuids' : ''}</span>
        <Button
          variant="minimal"
          icon="id-number"
          text={showUuids ? 'Hide uuids' : 'Show uuids'}
          onClick={() => navigate(`/svrs/${key ?? 'create'}/preview${showUuids ? '' : '?uuids=1'}`, { replace: true })}
        />
      </div>
      {fromLocal && (
        <Callout compact intent="warning" icon="edit" className="svr-hint">
          Showing unsaved changes from the builder.
        </Callout>
      )}
      <article className="svr-preview-sheet">
        {hero && <img className="svr-preview-hero" src={hero} alt="" />}
        <H2>{form.title || 'Untitled SVR'}</H2>
        {PHASES.map((p) =>
          form.content.structure[p].length === 0 ? null : (
            <section key={p} className="svr-preview-phase" aria-label={PHASE_NAMES[p]}>
              <div className="svr-preview-phase-head">
                <Tag minimal>{PHASE_NAMES[p]}</Tag>
                <span className="svr-muted">{PHASE_NOTES[p]}</span>
              </div>
              {form.content.structure[p].map((s) => (
                <PreviewSection key={s.uuid} section={s} showUuids={showUuids} />
              ))}
            </section>
          ),
        )}
        {PHASES.every((p) => form.content.structure[p].length === 0) && (
          <p className="svr-muted">This SVR has no sections yet.</p>
        )}
      </article>
    </div>
  );
}
