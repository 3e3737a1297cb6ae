import { Toaster } from '@/ui/Toaster';
import { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt';

/**
 * The update prompt with its own toaster, for screens that have none (the guest screens). Loaded only once a new
 * version is waiting, so sonner never weighs on the login path.
 */
export default function UpdateToast(props: UpdatePromptProps) {
  return (
    <>
      <Toaster />
      <UpdatePrompt {...props} />
    </>
  );
}
