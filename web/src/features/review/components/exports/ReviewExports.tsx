/**
 * The review page's exports (issue 5; spec 001 §2.1, 002 §2 'Review page toolbar (export part)', §4,
 * §7–§9), mounted in the page's toolbar: the 'Download all photos' zip button and the Export menu with
 * 'Save as PDF' and 'Save as Excel', each with its dialog. Client users get the same menu; the api
 * leaves out what they may not have. Everything here is left out of the PDF itself (data-pdf-exclude).
 */
import { Button, ButtonGroup, Menu, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import type { RefObject } from 'react';
import { useSession } from '../../../../app/session/SessionContext';
import { ExportFileDialog } from '../../../responses/components/ExportFileDialog';
import { PdfDialog } from './PdfDialog';
import { useExcelExport } from './useExcelExport';
import { usePdfExport } from './usePdfExport';
import { useZipDownload } from './useZipDownload';
import { ZipDialog } from './ZipDialog';
import './exports.css';

export const DOWNLOAD_ALL_PHOTOS = 'Download all photos';
export const NO_PHOTOS = 'There are no photos in this report to download.';

export interface ReviewExportsProps {
  storeVisitId: number;
  /** The element to print: the report as rendered (its 'SVR Information' toggle is opened first). */
  pageRef: RefObject<HTMLElement | null>;
  /** The uuids of the photos the page shows, in its order. */
  photoUuids: string[];
}

export function ReviewExports({ storeVisitId, pageRef, photoUuids }: ReviewExportsProps) {
  const { user } = useSession();
  const zip = useZipDownload(storeVisitId, photoUuids);
  const pdf = usePdfExport(storeVisitId, pageRef);
  const excel = useExcelExport(storeVisitId, user?.isClient ?? false);
  const noPhotos = photoUuids.length === 0;
  const pdfRunning = pdf.progress?.state === 'generating';
  const excelRunning = excel.progress?.state === 'generating';

  return (
    <span className="svr-review-exports" data-pdf-exclude="">
      <ButtonGroup>
        <Tooltip content={noPhotos ? NO_PHOTOS : DOWNLOAD_ALL_PHOTOS} hoverOpenDelay={300}>
          <Button
            icon="compressed"
            aria-label={DOWNLOAD_ALL_PHOTOS}
            disabled={noPhotos}
            loading={zip.progress?.state === 'zipping'}
            onClick={() => void zip.start()}
          />
        </Tooltip>
        <Popover
          placement="bottom-end"
          content={
            <Menu aria-label="Export formats">
              <MenuItem icon="document" text="Save as PDF" disabled={pdfRunning} onClick={() => void pdf.start()} />
              <MenuItem icon="th" text="Save as Excel" disabled={excelRunning} onClick={() => void excel.start()} />
            </Menu>
          }
        >
          <Button icon="export" endIcon="caret-down" text="Export" />
        </Popover>
      </ButtonGroup>
      <ZipDialog progress={zip.progress} photoCount={photoUuids.length} onClose={zip.close} />
      <PdfDialog progress={pdf.progress} onClose={pdf.close} />
      <ExportFileDialog progress={excel.progress} onClose={excel.close} />
    </span>
  );
}
