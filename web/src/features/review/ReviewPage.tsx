/**
 * /svr-response/{id}, 'Review Svr Response' (spec 001 §2.1, §4-§6), from one GraphQL query: the hero
 * image, 'door location | Door #number', the header icons (unanswered sections, quick review, exports,
 * photo and video carousels), the collapsible 'SVR Information', the sections in the before / during /
 * after groups with every answer, and for staff the review tools: the bottom bar, answer edits, NEEDS
 * REVISION, media marks, the feedback widget and the activity trail. Every change answers the report as
 * it now is, merged into the Apollo cache. The list passes the ids it showed and the position in route
 * state, for previous and next. Reviewer throughput (issue 15): keyboard shortcuts ('?' lists them), 'Next
 * pending report', and who else has the report open, in the review bar.
 */
import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '../../app/toaster';
import { useParams } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useReviewPageQuery } from '../../generated/graphql';
import { AcknowledgeAlert } from './components/AcknowledgeAlert';
import { ActivityPanel } from './components/ActivityPanel';
import { FeedbackWidget } from './components/FeedbackWidget';
import { PhotoCarousel } from './components/PhotoCarousel';
import { PhotoReviewDialog } from './components/PhotoReviewDialog';
import { ReviewBottomBar, type BarCommands } from './components/ReviewBottomBar';
import { ReviewHeader } from './components/ReviewHeader';
import { ReviewPhases } from './components/ReviewPhases';
import { ReviewToolbar } from './components/ReviewToolbar';
import { ShortcutHelp } from './components/ShortcutHelp';
import { SvrInformation } from './components/SvrInformation';
import { useReportView } from './hooks/useReportView';
import { ReviewContext, type ReviewContextValue } from './hooks/useReview';
import { useReviewActions } from './hooks/useReviewActions';
import { useReviewNavigation } from './hooks/useReviewNavigation';
import { usePresence } from './hooks/usePresence';
import { focusedRevisionButton, useReviewShortcuts } from './hooks/useReviewShortcuts';
import type { ShortcutAction } from './model/shortcuts';
import { isReviewMode, OWN_REPORT_MESSAGE } from './model/workflow';
import './review.css';

export type { ReviewRouteState } from './hooks/useReviewNavigation';

/** Remembered locally (spec 001 §2.1): 'YES' shows unanswered sections (the default), 'NO' hides them. */
export const UNANSWERED_KEY = 'displayUnansweredSections';

/** The info dialog of a quick review without quick-review questions (spec 001 §5, §8), word for word. */
export const NO_QUICK_REVIEW = "This SVR doesn't have any quick review questions.";

export function ReviewPage() {
  useDocumentTitle('Review Svr Response');
  const { id } = useParams();
  const visitId = Number(id);
  const valid = Number.isInteger(visitId) && visitId > 0;
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
  const [helpOpen, setHelpOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const bar = useRef<BarCommands | null>(null);
  const { data, loading, error: loadError } = useReviewPageQuery({ variables: { id: visitId }, skip: !valid });
  const visit = data?.storeVisit ?? null;
  const actions = useReviewActions(visitId);
  const view = useReportView(visit, { isClient, quickReview, user });
  const { photos, videos, photoSlots, marks, revisions } = view;
  // The api says whether the viewer filed this report (spec 001 §5); the page does not compare e-mails itself.
  const ownReport = visit?.viewerCan.ownReport ?? false;
  const reviewMode = !!visit && isReviewMode(visit.reviewState);

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

  const { route, step, back, nextPending, findingNext } = useReviewNavigation(visitId, () => {
    // Stepping hides unanswered sections (spec 001 §2.1).
    localStorage.setItem(UNANSWERED_KEY, 'NO');
    setShowUnanswered(false);
    setPhotoEdit(false);
    setQuickReview(false);
    setCarousel(null);
  });

  const staffTools = !!visit && !isClient;
  // Who else is reviewing this report (issue 15): staff only, while the page is open.
  const reviewers = usePresence(visitId, valid && !!user && !isClient && !!visit);

  /** NEEDS REVISION on the focused answer (the X shortcut), or what to do first. */
  const markFocusedAnswer = () => {
    const button = focusedRevisionButton();
    if (button === 'no answer') toast('Focus an answer first: click it, or move to it with Tab.', Intent.WARNING);
    else if (button === 'no button')
      toast('Press EDIT RESPONSES (E) first: questions are marked in review mode.', Intent.WARNING);
    else button.click();
  };
  const onShortcut = (action: ShortcutAction) => {
    if (action === 'help') return setHelpOpen(true);
    if (action === 'next' || action === 'previous') {
      if (!route) return toast('Open the report from a list to step through it.', Intent.PRIMARY);
      return step(action === 'next' ? 1 : -1);
    }
    if (!staffTools) return;
    if (action === 'nextPending') return void nextPending();
    if (action === 'editResponses') return bar.current?.editResponses();
    if (action === 'approve') return bar.current?.decide('APPROVE');
    if (action === 'reject') return bar.current?.decide('REJECT');
    markFocusedAnswer();
  };
  useReviewShortcuts(isClient, onShortcut);

  return (
    <ReviewContext.Provider value={context}>
      <div className={`svr-page svr-review${staffTools ? ' svr-review--with-bar' : ''}`}>
        <ReviewToolbar
          route={route}
          onBack={back}
          onStep={step}
          onNextPending={isClient ? undefined : () => void nextPending()}
          findingNext={findingNext}
          onShortcuts={() => setHelpOpen(true)}
        />

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
            <ReviewHeader
              visit={visit}
              isClient={isClient}
              reviewMode={reviewMode}
              showUnanswered={showUnanswered}
              onToggleUnanswered={toggleUnanswered}
              quickReview={quickReview}
              onToggleQuickReview={toggleQuickReview}
              photoUuids={view.photoUuids}
              hasVideos={videos.length > 0}
              onOpenPhotos={() => setCarousel(0)}
              onOpenVideos={() => setVideoCarousel(0)}
              pageRef={content}
            />

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
              <ReviewPhases phases={view.phases} quickReview={quickReview} showUnanswered={showUnanswered} />
            )}
            {!isClient && visit.activity && <ActivityPanel entries={visit.activity} context={view.activityContext} />}
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
            feedbackCount={(visit.feedback ?? []).reduce((n, f) => n + f.texts.length, 0)}
            reviewers={reviewers}
            onNextPending={() => void nextPending()}
            commands={bar}
          />
        )}
        <ShortcutHelp isOpen={helpOpen} isClient={isClient} onClose={() => setHelpOpen(false)} />

        <AcknowledgeAlert
          isOpen={impossible}
          intent={Intent.DANGER}
          icon="disable"
          onClose={() => setImpossible(false)}
        >
          <p>{OWN_REPORT_MESSAGE}</p>
        </AcknowledgeAlert>
        <AcknowledgeAlert isOpen={error !== null} intent={Intent.DANGER} icon="error" onClose={() => setError(null)}>
          <p>{error}</p>
        </AcknowledgeAlert>
        <AcknowledgeAlert
          isOpen={noQuickReview}
          intent={Intent.PRIMARY}
          icon="info-sign"
          onClose={() => setNoQuickReview(false)}
        >
          <p>{NO_QUICK_REVIEW}</p>
        </AcknowledgeAlert>
      </div>
    </ReviewContext.Provider>
  );
}
