/**
 * /svr-response/{id}, 'Review Svr Response' (spec 001 §2.1), from one GraphQL query: the hero image,
 * 'door location | Door #number', the header icons (unanswered sections, photo carousel), the
 * collapsible 'SVR Information', and the sections in the before / during / after groups with every
 * answer. The list passes the ids it showed and the position in route state, for previous and next.
 *
 * The review workflow (EDIT RESPONSES, APPROVE, REJECT, feedback, media marks) is not built yet: this
 * page reads a report; it does not change one.
 */
import { Button, ButtonGroup, Callout, Card, H3, H4, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useReviewPageQuery } from '../../generated/graphql';
import { AnswerView } from './components/AnswerView';
import { PhotoCarousel } from './components/PhotoCarousel';
import { SvrInformation } from './components/SvrInformation';
import { buildReport, mediaInOrder } from './model/report';
import './review.css';

/** Remembered locally (spec 001 §2.1): 'YES' shows unanswered sections (the default), 'NO' hides them. */
export const UNANSWERED_KEY = 'displayUnansweredSections';

export interface ReviewRouteState {
  /** The report ids the list showed, in its order. */
  ids: number[];
  /** This report's position in ids. */
  index: number;
}

const readRouteState = (state: unknown): ReviewRouteState | null => {
  const s = state as Partial<ReviewRouteState> | null;
  return s && Array.isArray(s.ids) && typeof s.index === 'number' ? { ids: s.ids, index: s.index } : null;
};

export function ReviewPage() {
  useDocumentTitle('Review Svr Response');
  const { id } = useParams();
  const visitId = Number(id);
  const valid = Number.isInteger(visitId) && visitId > 0;
  const location = useLocation();
  const navigate = useNavigate();
  const route = readRouteState(location.state);
  const { user } = useSession();
  const isClient = user?.isClient ?? false;
  const [showUnanswered, setShowUnanswered] = useState(() => localStorage.getItem(UNANSWERED_KEY) !== 'NO');
  const [carousel, setCarousel] = useState<number | null>(null);
  const { data, loading, error } = useReviewPageQuery({ variables: { id: visitId }, skip: !valid });
  const visit = data?.storeVisit ?? null;

  const phases = useMemo(() => (visit?.form ? buildReport(visit.form, visit.answers) : []), [visit]);
  const photos = useMemo(() => mediaInOrder(phases).filter((m) => m.document.type !== 'video'), [phases]);

  const toggleUnanswered = () => {
    const next = !showUnanswered;
    localStorage.setItem(UNANSWERED_KEY, next ? 'YES' : 'NO');
    setShowUnanswered(next);
  };

  const step = (delta: number) => {
    if (!route) return;
    const index = route.index + delta;
    if (index < 0 || index >= route.ids.length) return;
    // Stepping hides unanswered sections (spec 001 §2.1).
    localStorage.setItem(UNANSWERED_KEY, 'NO');
    setShowUnanswered(false);
    navigate(`/svr-response/${route.ids[index]}`, { state: { ids: route.ids, index } satisfies ReviewRouteState });
  };

  const back = () => {
    // Back in browser history when the app brought the user here, otherwise to '/'.
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };

  const openMedia = useCallback((uuid: string) => setCarousel(Math.max(0, photos.findIndex((p) => p.document.uuid === uuid))), [photos]);

  return (
    <div className="svr-page svr-review">
      <div className="svr-toolbar svr-review-toolbar">
        <Button icon="arrow-left" variant="minimal" text="BACK TO SVR RESPONSES" onClick={back} />
        <span className="svr-toolbar-spacer" />
        {route && (
          <ButtonGroup>
            <Tooltip content="Previous report" disabled={route.index <= 0}>
              <Button icon="chevron-left" aria-label="Previous report" disabled={route.index <= 0} onClick={() => step(-1)} />
            </Tooltip>
            <span className="svr-review-position svr-muted">
              {route.index + 1} of {route.ids.length}
            </span>
            <Tooltip content="Next report" disabled={route.index >= route.ids.length - 1}>
              <Button icon="chevron-right" aria-label="Next report" disabled={route.index >= route.ids.length - 1} onClick={() => step(1)} />
            </Tooltip>
          </ButtonGroup>
        )}
      </div>

      {!valid ? (
        <NonIdealState icon="search" title="There is no such report" description={`'${id}' is not a report number.`} />
      ) : loading && !visit ? (
        <div className="svr-centered-small">
          <Spinner aria-label="Loading the report" />
        </div>
      ) : error ? (
        <NonIdealState icon="error" title="The report could not be loaded" description={error.message} />
      ) : !visit ? (
        <NonIdealState icon="search" title="There is no such report" description={`Report #${visitId} does not exist, or you may not see it.`} />
      ) : (
        <>
          {visit.form?.heroImageUrl && <img className="svr-review-hero" src={visit.form.heroImageUrl} alt="" />}
          <div className="svr-review-header">
            <div>
              <H3>{[visit.doorLocation ?? 'Unknown location', `Door #${visit.doorNumber ?? 'NA'}`].join(' | ')}</H3>
              <div className="svr-muted">
                {visit.form?.title ?? 'No form'} · Report #{visit.id}
              </div>
            </div>
            <span className="svr-toolbar-spacer" />
            <ButtonGroup variant="minimal">
              <Tooltip content={showUnanswered ? 'Hide unanswered sections' : 'Show unanswered sections'}>
                <Button icon={showUnanswered ? 'eye-off' : 'eye-open'} aria-label={showUnanswered ? 'Hide unanswered sections' : 'Show unanswered sections'} onClick={toggleUnanswered} />
              </Tooltip>
              <Tooltip content={photos.length ? 'Photo carousel' : 'No photos in this report'}>
                <Button icon="media" aria-label="Photo carousel" disabled={!photos.length} onClick={() => setCarousel(0)} />
              </Tooltip>
            </ButtonGroup>
          </div>

          <SvrInformation visit={visit} isClient={isClient} />

          {!visit.form ? (
            <Callout intent="warning" title="No form">
              This report is not linked to a form (it may have been reset), so there are no answers to show.
            </Callout>
          ) : (
            phases.map((p) => {
              const sections = p.sections.filter((s) => showUnanswered || s.answered);
              if (!sections.length) return null;
              return (
                <section key={p.phase} className="svr-review-phase" aria-label={p.title}>
                  <H4 className="svr-review-phase-title">{p.title}</H4>
                  {sections.map((s) => (
                    <Card key={s.section.uuid} className="svr-review-section" role="group" aria-label={`Section: ${s.section.title}`}>
                      <H4>{s.section.title || 'Untitled section'}</H4>
                      {s.questions.length === 0 ? (
                        <p className="svr-muted">This section has no questions.</p>
                      ) : (
                        <ul className="svr-review-questions">
                          {s.questions.map((n) => (
                            <AnswerView key={n.question.uuid} node={n} showInternal={!isClient} onOpenMedia={openMedia} />
                          ))}
                        </ul>
                      )}
                    </Card>
                  ))}
                </section>
              );
            })
          )}
          <PhotoCarousel items={photos} index={carousel} onIndex={setCarousel} />
        </>
      )}
    </div>
  );
}
