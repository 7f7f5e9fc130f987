import { Button, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { formatDate } from '../../../ui/format';
import { formatBytes, linkedQuestionUuid } from '../model/documents';
import { allQuestions } from '../model/tree';
import type { FormContent, FormDocument } from '../model/types';
import { documentLink } from '../../../ui/media';

export interface DocumentTableProps {
  documents: readonly FormDocument[];
  content: FormContent;
  onLink: (documentId: number, questionUuid: string | null) => void;
  onDelete: (doc: FormDocument) => void;
}

/** File, size, date added and linked question of each document. */
export function DocumentTable({ documents, content, onLink, onDelete }: DocumentTableProps) {
  const entries = allQuestions(content);
  const sections = [...new Map(entries.map((e) => [e.section.uuid, e.section])).values()];
  return (
    <HTMLTable compact striped className="svr-doc-table">
      <thead>
        <tr>
          <th>File</th>
          <th>Size</th>
          <th>Date added</th>
          <th>Linked question</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {documents.map((d) => {
          const linked = linkedQuestionUuid(content, d.id);
          const entry = entries.find((e) => e.question.uuid === linked);
          return (
            <tr key={d.id}>
              <td>
                <a href={d.uuid ? documentLink(d.uuid) : d.url} target="_blank" rel="noopener noreferrer">
                  {d.title}
                </a>
              </td>
              <td>{formatBytes(d.size)}</td>
              <td>{formatDate(d.timestamp)}</td>
              <td>
                {entry && <span className="svr-doc-section">{entry.section.title}</span>}
                <HTMLSelect
                  minimal
                  aria-label={`Linked question of ${d.title}`}
                  value={linked ?? ''}
                  onChange={(e) => onLink(d.id, e.currentTarget.value || null)}
                >
                  <option value="">Not linked</option>
                  {sections.map((s) => (
                    <optgroup key={s.uuid} label={s.title || '(untitled section)'}>
                      {entries
                        .filter((e) => e.section.uuid === s.uuid)
                        .map((e) => (
                          <option key={e.question.uuid} value={e.question.uuid}>
                            {e.question.title || '(untitled question)'}
                          </option>
                        ))}
                    </optgroup>
                  ))}
                </HTMLSelect>
              </td>
              <td>
                <Button
                  size="small"
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={`Delete ${d.title}`}
                  onClick={() => onDelete(d)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
