import { useEffect, useRef, useState } from 'react';
import SignaturePadEngine from 'signature_pad';
import { uploadDocument } from '@/api/account';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { SIGNATURE_MAX_WIDTH, SIGNATURE_MIN_WIDTH, signatureEmpty } from '@common/documents';

/** The canvas backing store at the screen's pixel density, so the strokes stay sharp on high-DPI screens. */
function fitToScreen(canvas: HTMLCanvasElement, pad: SignaturePadEngine): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const data = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.fromData(data); // resizing clears the canvas: draw the strokes again
}

/**
 * Widget `signature` (spec §2, §9): a signature pad (line width 0.5–2.5, sharp on high-DPI screens) with clear and
 * undo; an empty pad cannot be saved (it says so in the page's language); saved, it is uploaded as a PNG.
 */
export default function SignaturePad() {
  const t = useT();
  const online = useOnline();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePadEngine(canvas, { minWidth: SIGNATURE_MIN_WIDTH, maxWidth: SIGNATURE_MAX_WIDTH, penColor: '#0b1220', backgroundColor: '#ffffff' });
    padRef.current = pad;
    const resize = () => fitToScreen(canvas, pad);
    resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData();
    strokes.pop();
    pad.fromData(strokes);
  };

  const save = async () => {
    const pad = padRef.current;
    if (!pad) return;
    if (pad.isEmpty() || signatureEmpty(pad.toData())) {
      setMessage({ tone: 'error', text: t('signature.empty') });
      return;
    }
    setSaving(true);
    setMessage(null);
    // canvas.toBlob, not fetch(toDataURL()): the CSP allows no data: URL in connect-src, nor should it.
    const canvas = canvasRef.current;
    const png = canvas ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png')) : null;
    if (!png) {
      setSaving(false);
      setMessage({ tone: 'error', text: t('documents.unexpected') });
      return;
    }
    const outcome = await uploadDocument({ type: 'signature', docType: 'signature', file: png, name: 'signature.png' }, () => undefined, t('documents.unexpected'));
    setSaving(false);
    setMessage(outcome.ok ? { tone: 'success', text: t('signature.saved') } : { tone: 'error', text: outcome.message });
  };

  return (
    <section className="signature card" aria-labelledby="signature-title">
      <h2 id="signature-title">{t('signature.title')}</h2>
      <p className="muted">{t('signature.lead')}</p>
      <canvas ref={canvasRef} className="signature__pad" role="img" aria-label={t('signature.pad_label')} />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="signature__actions">
        <Button onClick={undo}>{t('signature.undo')}</Button>
        <Button onClick={() => (padRef.current?.clear(), setMessage(null))}>{t('signature.clear')}</Button>
        <Button variant="primary" disabled={!online} loading={saving} loadingLabel={t('signature.saving')} onClick={() => void save()}>
          {t('signature.save')}
        </Button>
      </div>
    </section>
  );
}
