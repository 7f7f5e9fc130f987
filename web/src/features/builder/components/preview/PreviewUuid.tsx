export interface PreviewUuidProps {
  label: string;
  uuid: string;
}

/** A uuid shown by 'Preview SVR' with uuids. */
export function PreviewUuid({ label, uuid }: PreviewUuidProps) {
  return (
    <div className="svr-preview-uuid">
      {label}: <code>{uuid}</code>
    </div>
  );
}
