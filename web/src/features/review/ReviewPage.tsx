/**
 * /svr-response/{id}, 'Review Svr Response' (spec 001 §2.1, §4-§6), from one GraphQL query: the hero
 * image, 'door location | Door #number', the header icons (unanswered sections, quick review, exports,
 * photo and video carousels), the collapsible 'SVR Information', the sections in the before / during /
 * after groups with every answer, and for staff the review tools: the bottom bar, answer edits, NEEDS
 * REVISION, media marks, the feedback widget and the activity trail. Every change answers the report as
 * it now is, merged into the Apollo cache. The list passes the ids it showed and the position in route
 * state, for previous and next.
 */
import {
  Alert,
  Button,
  ButtonGroup,
  Callout,
  Card,
  H3,
  H4,
  Intent,
  NonIdealState,
  Spinner,
  Tooltip,
} from '@blueprintjs/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useReviewPageQuery } from '../../generated/graphql';
import { ActivityPanel } from './components/ActivityPanel';
import { AnswerView } from './components/AnswerView';
import { ReviewExports } from './components/exports/ReviewExports';
import { FeedbackWidget } from './components/FeedbackWidget';
import { PhotoCarousel } from './components/PhotoCarousel';
import { PhotoReviewDialog } from './components/PhotoReviewDialog';
import { ReviewBottomBar } from './components/ReviewBottomBar';
import { SvrInformation } from './components/SvrInformation';
import { ReviewContext, type MediaMark, type ReviewContextValue } from './hooks/useReview';
import { useReviewActions } from './hooks/useReviewActions';
import type { ActivityContext } from './model/activity';
import { allNodes, buildReport, isMediaQuestion, mediaInOrder, type ReviewQuestion } from './model/report';
import { isReviewMode, OWN_REPORT_MESSAGE } from './model/workflow';
import './review.css';

/** Remembered locally (spec 001 §2.1): 'YES' shows unanswered sections (the default), 'NO' hides them. */
export const UNANSWERED_KEY = 'displayUnansweredSections';

/** The info dialog of a quick review without quick-review questions (spec 001 §5, §8), word for word. */
export const NO_QUICK_REVIEW = "This SVR doesn't have any quick review questions.";

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
  const [quickReview, setQuickReview] = useState(false);
  const [noQuickReview, setNoQuickReview] = useState(false);
  const [carousel, setCarousel] = useState<number | null>(null);
  const [videoCarousel, setVideoCarousel] = useState<number | null>(null);
  const [photoReview, setPhotoReview] = useState(false);
  const [photoEdit, setPhotoEdit] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [impossible, setImpossible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const { data, loading, error: loadError } = useReviewPageQuery({ variables: { id: visitId }, skip: !valid });
  const visit = data?.storeVisit ?? null;
  const actions = useReviewActions(visitId);

  const phases = useMemo(
    () =>
      visit?.form
        ? buildReport(visit.form, visit.answers, { hideInternal: isClient, quickReviewOnly: quickReview && !isClient })
        : [],
    [visit, isClient, quickReview],
  );
  const fullPhases = useMemo(
    () => (visit?.form ? buildReport(visit.form, visit.answers, { hideInternal: isClient }) : []),
    [visit, isClient],
  );
  const media = useMemo(() => mediaInOrder(fullPhases), [fullPhases]);
  const photos = useMemo(
    () => media.filter((m) => m.document.type !== 'video' && m.question.type !== 'VIDEO_INPUT'),
    [media],
  );
  const videos = useMemo(() => media.filter((m) => m.question.type === 'VIDEO_INPUT'), [media]);
  const photoUuids = useMemo(() => photos.map((p) => p.document.uuid), [photos]);
  const photoSlots = useMemo(
    () =>
      allNodes(fullPhases)
        .filter((n) => isMediaQuestion(n.question) && n.question.type !== 'VIDEO_INPUT')
        .map((n) => ({
          questionUuid: n.question.uuid,
          title: n.question.title,
          type: n.question.type,
          value: n.answer?.value ?? null,
        })),
    [fullPhases],
  );
  const marks = useMemo(
    () => new Map<string, MediaMark>((visit?.mediaMarks ?? []).map((m) => [m.documentUuid.toLowerCase(), m])),
    [visit],
  );
  const revisions = useMemo(
    () => new Map((visit?.revisionRequests ?? []).map((r) => [r.questionUuid, r.feedback])),
    [visit],
  );
  // The api says whether the viewer filed this report (spec 001 §5); the page does not compare e-mails itself.
  const ownReport = visit?.viewerCan.ownReport ?? false;
  const reviewMode = !!visit && isReviewMode(visit.reviewState);

  const activityContext = useMemo<ActivityContext>(() => {
    const questions = new Map<string, ReviewQuestion>((visit?.form?.questions ?? []).map((q) => [q.uuid, q]));
    const questionOfDocument = new Map<string, ReviewQuestion>();
    for (const a of visit?.answers ?? []) {
      const q = questions.get(a.questionUuid);
      if (q && a.value) questionOfDocument.set(a.value.toLowerCase(), q);
    }
    const names = new Map<string, string>();
    if (visit?.talentEmail && visit.talentName) names.set(visit.talentEmail.toLowerCase(), visit.talentName);
    for (const f of visit?.feedback ?? [])
      for (const t of f.texts)
        if (t.createdByEmail && t.createdBy) names.set(t.createdByEmail.toLowerCase(), t.createdBy);
    if (user) names.set(user.email.toLowerCase(), user.name);
    return { questions, questionOfDocument, names };
  }, [visit, user]);

  const guard = useCallback((change: () => void) => (ownReport ? setImpossible(true) : change()), [ownReport]);
  const openMedia = useCallback(
    (uuid: string) => {
      const i = photos.findIndex((p) => p.document.uuid === uuid);
      if (i >= 0) setCarousel(i);
      else {
        const v = videos.findIndex((p) => p.document.uuid === uuid);
        if (v >= 0) setVideoCarousel(v);
      }
    },
    [photos, videos],
  );

  const context = useMemo<ReviewContextValue>(
    () => ({
      visitId,
      isClient,
      ownReport,
      reviewMode,
      photoEdit: photoEdit && reviewMode,
      actions,
      marks,
      revisions,
      guard,
      showError: setError,
      openMedia,
      photoSlots,
    }),
    [visitId, isClient, ownReport, reviewMode, photoEdit, actions, marks, revisions, guard, openMedia, photoSlots],
  );

  const toggleUnanswered = () => {
    const next = !showUnanswered;
    localStorage.setItem(UNANSWERED_KEY, next ? 'YES' : 'NO');
    setShowUnanswered(next);
  };

  const toggleQuickReview = () => {
    if (quickReview) return setQuickReview(false);
    if (!visit?.form?.questions.some((q) => q.isQuickReview)) return setNoQuickReview(true);
    setQuickReview(true);
  };

  const step = (delta: number) => {
    if (!route) return;
    const index = route.index + delta;
    if (index < 0 || index >= route.ids.length) return;
    // Stepping hides unanswered sections (spec 001 §2.1).
    localStorage.setItem(UNANSWERED_KEY, 'NO');
    setShowUnanswered(false);
    setPhotoEdit(false);
    setQuickReview(false);
    setCarousel(null);
    navigate(`/svr-response/${route.ids[index]}`, { state: { ids: route.ids, index } satisfies ReviewRouteState });
  };

  const back = () => {
    // Back in browser history when the app brought the user here, otherwise to '/'.
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };

  const staffTools = !!visit && !isClient;

  return (
    <ReviewContext.Provider value={context}>
      <div className={`svr-page svr-review${staffTools ? ' svr-review--with-bar' : ''}`}>
        <div className="svr-toolbar svr-review-toolbar">
          <Button icon="arrow-left" variant="minimal" text="BACK TO SVR RESPONSES" onClick={back} />
          <span className="svr-toolbar-spacer" />
          {route && (
            <ButtonGroup>
              <Tooltip content="Previous report" disabled={route.index <= 0}>
                <Button
                  icon="chevron-left"
                  aria-label="Previous report"
                  disabled={route.index <= 0}
                  onClick={() => step(-1)}
                />
              </Tooltip>
              <span className="svr-review-position svr-muted">
                {route.index + 1} of {route.ids.length}
              </span>
              <Tooltip content="Next report" disabled={route.index >= route.ids.length - 1}>
                <Button
                  icon="chevron-right"
                  aria-label="Next report"
                  disabled={route.index >= route.ids.length - 1}
                  onClick={() => step(1)}
                />
              </Tooltip>
            </ButtonGroup>
          )}
        </div>

        {!valid ? (
          <NonIdealState
            icon="search"
            title="There is no such report"
            description={`'${id}' is not a report number.`}
          />
        ) : loading && !visit ? (
          <div className="svr-centered-small">
            <Spinner aria-label="Loading the report" />
          </div>
        ) : loadError && !visit ? (
          <NonIdealState icon="error" title="The report could not be loaded" description={loadError.message} />
        ) : !visit ? (
          <NonIdealState
            icon="search"
            title="There is no such report"
            description={`Report #${visitId} does not exist, or you may not see it.`}
          />
        ) : (
          <div ref={content}>
            {visit.form?.heroImageUrl && <img className="svr-review-hero" src={visit.form.heroImageUrl} alt="" />}
            <div className="svr-review-header">
              <div>
                <H3>{[visit.doorLocation ?? 'Unknown location', `Door #${visit.doorNumber ?? 'NA'}`].join(' | ')}</H3>
                <div className="svr-muted">
                  {visit.form?.title ?? 'No form'} · Report #{visit.id}
                  {reviewMode && !isClient && <span className="svr-review-mode-note"> · Review mode</span>}
                </div>
              </div>
              <span className="svr-toolbar-spacer" />
              <ButtonGroup variant="minimal" data-pdf-exclude="">
                <Tooltip content={showUnanswered ? 'Hide unanswered sections' : 'Show unanswered sections'}>
                  <Button
                    icon={showUnanswered ? 'eye-off' : 'eye-open'}
                    aria-label={showUnanswered ? 'Hide unanswered sections' : 'Show unanswered sections'}
                    onClick={toggleUnanswered}
                  />
                </Tooltip>
                {!isClient && (
                  <Tooltip content={quickReview ? 'Show every question' : 'Quick review'}>
                    <Button
                      icon="lightning"
                      aria-label="Quick review"
                      aria-pressed={quickReview}
                      active={quickReview}
                      intent={quickReview ? 'primary' : 'none'}
                      onClick={toggleQuickReview}
                    />
                  </Tooltip>
                )}
                <Tooltip content={photos.length ? 'Photo carousel' : 'No photos in this report'}>
                  <Button
                    icon="media"
                    aria-label="Photo carousel"
                    disabled={!photos.length}
                    onClick={() => setCarousel(0)}
                  />
                </Tooltip>
                {videos.length > 0 && (
                  <Tooltip content="Video carousel">
                    <Button icon="video" aria-label="Video carousel" onClick={() => setVideoCarousel(0)} />
                  </Tooltip>
                )}
              </ButtonGroup>
              <ReviewExports storeVisitId={visit.id} pageRef={content} photoUuids={photoUuids} />
            </div>

            {quickReview && (
              <Callout intent="primary" icon="lightning" className="svr-review-callout">
                Quick review: only the quick-review questions are shown.{' '}
                <Button
                  variant="minimal"
                  size="small"
                  text="Show every question"
                  onClick={() => setQuickReview(false)}
                />
              </Callout>
            )}

            <SvrInformation visit={visit} isClient={isClient} />

            {!visit.form ? (
              <Callout intent="warning" title="No form">
                This report is not linked to a form (it may have been reset), so there are no answers to show.
              </Callout>
            ) : (
              phases.map((p) => {
                // In review mode every section stays editable, answered or not, unless the user hides them.
                const sections = p.sections
                  .filter((s) => s.questions.length > 0 || !quickReview)
                  .filter((s) => showUnanswered || s.answered);
                if (!sections.length) return null;
                return (
                  <section key={p.phase} className="svr-review-phase" aria-label={p.title}>
                    <H4 className="svr-review-phase-title">{p.title}</H4>
                    {sections.map((s) => (
                      <Card
                        key={s.section.uuid}
                        className="svr-review-section"
                        role="group"
                        aria-label={`Section: ${s.section.title}`}
                      >
                        <H4>{s.section.title || 'Untitled section'}</H4>
                        {s.questions.length === 0 ? (
                          <p className="svr-muted">This section has no questions.</p>
                        ) : (
                          <ul className="svr-review-questions">
                            {s.questions.map((n) => (
                              <AnswerView key={n.question.uuid} node={n} />
                            ))}
                          </ul>
                        )}
                      </Card>
                    ))}
                  </section>
                );
              })
            )}
            {!isClient && visit.activity && <ActivityPanel entries={visit.activity} context={activityContext} />}
            <PhotoCarousel
              items={photos}
              index={carousel}
              onIndex={setCarousel}
              onFinished={() => {
                setCarousel(null);
                setPhotoReview(true);
              }}
            />
            <PhotoCarousel items={videos} index={videoCarousel} onIndex={setVideoCarousel} kind="video" />
            <PhotoReviewDialog
              isOpen={photoReview}
              items={photos}
              onClose={() => setPhotoReview(false)}
              onOpenPhoto={(i) => {
                setPhotoReview(false);
                setCarousel(i);
              }}
            />
          </div>
        )}

        {staffTools && visit.feedback && (
          <FeedbackWidget
            feedback={visit.feedback}
            isOpen={feedbackOpen}
            onOpenChange={(open) => (open ? guard(() => setFeedbackOpen(true)) : setFeedbackOpen(false))}
          />
        )}
        {staffTools && (
          <ReviewBottomBar
            reviewState={visit.reviewState}
            revisionCount={visit.revisionRequests.length}
            viewerCan={visit.viewerCan}
            onTogglePhotoEdit={() => setPhotoEdit((e) => !e)}
            onOpenFeedback={() => setFeedbackOpen((o) => !o)}
          />
        )}

        <Alert
          isOpen={impossible}
          intent={Intent.DANGER}
          icon="disable"
          confirmButtonText="OK"
          onConfirm={() => setImpossible(false)}
          onClose={() => setImpossible(false)}
          canEscapeKeyCancel
        >
          <p>{OWN_REPORT_MESSAGE}</p>
        </Alert>
        <Alert
          isOpen={error !== null}
          intent={Intent.DANGER}
          icon="error"
          confirmButtonText="OK"
          onConfirm={() => setError(null)}
          onClose={() => setError(null)}
          canEscapeKeyCancel
        >
          <p>{error}</p>
        </Alert>
        <Alert
          isOpen={noQuickReview}
          intent={Intent.PRIMARY}
          icon="info-sign"
          confirmButtonText="OK"
          onConfirm={() => setNoQuickReview(false)}
          onClose={() => setNoQuickReview(false)}
          canEscapeKeyCancel
        >
          <p>{NO_QUICK_REVIEW}</p>
        </Alert>
      </div>
    </ReviewContext.Provider>
  );
}
