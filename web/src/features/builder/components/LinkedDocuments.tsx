import { Tag } from '@blueprintjs/core';
import { useFormDocuments } from '../hooks/useBuilder';
import type { BuilderQuestion } from '../model/types';
import { documentLink } from '../../../ui/media';

export interface LinkedDocumentsProps {
  question: BuilderQuestion;
}

/** The documents attached to a question (linked in the Documents area). */
export function LinkedDocuments({ question: q }: LinkedDocumentsProps) {
  const documents = useFormDocuments();
  if (q.documentIds.length === 0) return null;
  const docs = documents.filter((d) => q.documentIds.includes(d.id));
  if (docs.length === 0) return null;
  return (
    <div className="svr-linked-docs">
      {docs.map((d) => (
        <Tag key={d.id} minimal icon="paperclip">
          <a href={d.uuid ? documentLink(d.uuid) : d.url} target="_blank" rel="noopener noreferrer">
            {d.title}
          </a>
        </Tag>
      ))}
    </div>
  );
}
