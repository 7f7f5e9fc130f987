import { describe, expect, it } from 'vitest';
import { copyAsNew } from './copy';
import {
  formatBytes,
  linkDocument,
  linkedQuestionUuid,
  planDocumentRemoval,
  removeDocuments,
  totalSize,
} from './documents';
import { builderReducer } from './reducer';
import { documentIdsOf } from './tree';
import { sampleForm } from './testForm';

describe('documents', () => {
  it('shows sizes from Bytes to YB with 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024 * 2.256)).toBe('2.26 MB');
    expect(formatBytes(1024 ** 8 * 3)).toBe('3 YB');
    expect(formatBytes(1024 ** 10)).toBe('1048576 YB');
    expect(
      totalSize([
        { id: 1, uuid: '', title: '', size: 3, url: '', type: 'file', timestamp: '' },
        { id: 2, uuid: '', title: '', size: 4, url: '', type: 'file', timestamp: '' },
      ]),
    ).toBe(7);
  });

  it('links a document to one question at a time', () => {
    const { content, root, arrival } = sampleForm();
    const manager = arrival.content[0];
    expect(linkedQuestionUuid(content, 5)).toBe(root.uuid);
    const moved = linkDocument(content, 5, manager.uuid);
    expect(linkedQuestionUuid(moved, 5)).toBe(manager.uuid);
    expect(linkedQuestionUuid(linkDocument(moved, 5, null), 5)).toBeNull();
  });

  it('removes documents from the list and from questions', () => {
    const { content } = sampleForm();
    const withDoc = {
      ...content,
      documents: [{ id: 5, uuid: 'u', title: 'a.pdf', size: 1, url: '', type: 'file', timestamp: '' }],
    };
    const next = removeDocuments(withDoc, [5]);
    expect(next.documents).toEqual([]);
    expect(linkedQuestionUuid(next, 5)).toBeNull();
  });

  it('deletes on the server only documents uploaded since the form was loaded or saved', () => {
    expect(planDocumentRemoval([5, 7, 9, 9], new Set([9]))).toEqual({ deleteOnServer: [9], unlinkOnly: [5, 7] });
    expect(planDocumentRemoval([], new Set([9]))).toEqual({ deleteOnServer: [], unlinkOnly: [] });
  });

  it("only unlinks in a 'Save as new' copy the documents the original still uses", () => {
    const { form, root } = sampleForm();
    form.content.documents = [5, 7].map((id) => ({
      id,
      uuid: `u${id}`,
      title: `${id}.pdf`,
      size: 1,
      url: '',
      type: 'file',
      timestamp: '',
    }));
    const copy = copyAsNew(form);
    // The copy starts with the same document ids as the original.
    expect(copy.content.documents.map((d) => d.id)).toEqual([5, 7]);
    const copiedRoot = copy.content.structure[1][0].content[0];
    expect(copiedRoot.title).toBe(root.title);
    const ids = documentIdsOf(copiedRoot);
    expect(ids.sort()).toEqual([5, 7]);
    // Deleting the question in the copy: its documents leave the copy, and none is deleted on the server.
    const after = builderReducer(copy, { type: 'remove', uuid: copiedRoot.uuid });
    expect(after.content.documents).toEqual([]);
    expect(planDocumentRemoval(ids, new Set())).toEqual({ deleteOnServer: [], unlinkOnly: [5, 7] });
    // The original is untouched.
    expect(form.content.documents.map((d) => d.id)).toEqual([5, 7]);
  });
});
