/**
 * The quick-review information dialog (spec 000 §2, §8): the questions a reviewer's quick review will
 * show (meta 'quick review'), by area and section, or 'This SVR doesn't have any quick review questions.'
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useMemo } from 'react';
import { NO_QUICK_REVIEW, quickReviewQuestions } from '../model/quickReview';
import type { FormContent } from '../model/types';
import { PHASE_NAMES } from '../model/validate';

export interface QuickReviewDialogProps {
  isOpen: boolean;
  content: FormContent;
  onClose: () => void;
}

export function QuickReviewDialog({ isOpen, content, onClose }: QuickReviewDialogProps) {
  const entries = useMemo(() => (isOpen ? quickReviewQuestions(content) : []), [isOpen, content]);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Quick review" icon="eye-open">
      <DialogBody>
        {entries.length === 0 ? (
          <Callout intent="primary" icon="info-sign">
            {NO_QUICK_REVIEW}
          </Callout>
        ) : (
          <>
            <p>
              {entries.length === 1
                ? 'A quick review shows this question:'
                : `A quick review shows these ${entries.length} questions, in this order:`}
            </p>
            <HTMLTable compact striped style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>Area</th>
                  <th>Section</th>
                  <th>Question</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.question.uuid}>
                    <td>{PHASE_NAMES[e.phase]}</td>
                    <td>{e.section.title || 'Untitled section'}</td>
                    <td>{e.question.title || 'Untitled question'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="OK" intent="primary" onClick={onClose} autoFocus />} />
    </Dialog>
  );
}
