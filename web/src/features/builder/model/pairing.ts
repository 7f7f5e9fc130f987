/** Before/after pairing (spec 000 §3, §5): an after-photo pairs with a before-photo, an after-video with a before-video. */
import { allQuestions } from './tree';
import type { FormContent } from './types';

export interface PairCandidate {
  uuid: string;
  title: string;
  kind: 'photo' | 'video';
}

/** Every before-photo and before-video question of the form, in document order. */
export function pairCandidates(content: FormContent): PairCandidate[] {
  const out: PairCandidate[] = [];
  for (const { question: q } of allQuestions(content)) {
    if (q.type === 'photo-input' && q.meta.photoType === 'before-photo')
      out.push({ uuid: q.uuid, title: q.title, kind: 'photo' });
    if (q.type === 'video-input' && q.meta.videoType === 'before-video')
      out.push({ uuid: q.uuid, title: q.title, kind: 'video' });
  }
  return out;
}
