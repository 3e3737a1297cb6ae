import { useState } from 'react';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { uploadMime } from '@common/files';

/** A photo the browser can show in the page, by the type the server read from its bytes (a name proves nothing). */
function isPicture(mime: string): boolean {
  return mime === uploadMime('png') || mime === uploadMime('jpg');
}

/**
 * One uploaded file, seen where it was uploaded: a photo opens in a dialog over the page (the trader keeps their
 * place, and the file never becomes a bare tab); a PDF is downloaded, as the server serves it.
 */
export function FilePreview({ name, mime, url }: { name: string; mime: string; url: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!isPicture(mime)) {
    return (
      <a className="documents__file" href={url} download={name}>
        {t('documents.download', { name })}
      </a>
    );
  }
  return (
    <>
      <Button variant="ghost" className="documents__file" onClick={() => setOpen(true)}>
        {t('documents.preview', { name })}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={name}
        closeLabel={t('close')}
        className="file-preview"
        footer={
          <a className="btn btn--secondary" href={url} download={name}>
            {t('documents.download', { name })}
          </a>
        }
      >
        {open && <img className="file-preview__image" src={url} alt={t('documents.picture', { name })} />}
      </Dialog>
    </>
  );
}
