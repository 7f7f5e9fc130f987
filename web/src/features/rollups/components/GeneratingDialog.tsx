/**
 * 'Generating Rollup Report' (spec 002 §2): shown while the roll-up page's query runs: 'Loading questions...'
 * until the roll-up's questions are known, then 'Mapping answers to questions and downloading photos...'
 * while a page of answers (and its photos' addresses) is read.
 */
import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';

export const GENERATING_TITLE = 'Generating Rollup Report';
export const LOADING_QUESTIONS = 'Loading questions...';
export const MAPPING_ANSWERS = 'Mapping answers to questions and downloading photos...';

export function GeneratingDialog({ isOpen, questionsKnown }: { isOpen: boolean; questionsKnown: boolean }) {
  return (
    <Dialog isOpen={isOpen} title={GENERATING_TITLE} isCloseButtonShown={false} canEscapeKeyClose={false}>
      <DialogBody>
        <div role="status" className="svr-rollup-generating">
          <Spinner size={24} />
          <p>{questionsKnown ? MAPPING_ANSWERS : LOADING_QUESTIONS}</p>
        </div>
      </DialogBody>
    </Dialog>
  );
}
