import { describe, expect, it } from 'vitest';
import { formatBytes, linkDocument, linkedQuestionUuid, removeDocuments, totalSize } from './documents';
import { sampleForm } from './testForm';

describe('documents', () => {
  it('shows sizes from Bytes to YB with 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024 * 2.256)).toBe('2.26 MB');
    expect(formatBytes(1024 ** 8 * 3)).toBe('3 YB');
    expect(formatBytes(1024 ** 10)).toBe('1048576 YB');
    expect(totalSize([{ id: 1, uuid: '', title: '', size: 3, url: '', type: 'file', timestamp: '' }, { id: 2, uuid: '', title: '', size: 4, url: '', type: 'file', timestamp: '' }])).toBe(7);
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
    const withDoc = { ...content, documents: [{ id: 5, uuid: 'u', title: 'a.pdf', size: 1, url: '', type: 'file', timestamp: '' }] };
    const next = removeDocuments(withDoc, [5]);
    expect(next.documents).toEqual([]);
    expect(linkedQuestionUuid(next, 5)).toBeNull();
  });
});
