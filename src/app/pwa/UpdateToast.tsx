import { Toaster, type ToasterLabels } from '@/ui/Toaster';
import { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt';

/**
 * The update prompt with its own toaster, for screens that have none (the guest screens). Loaded only once a new
 * version is waiting, so sonner never weighs on the login path.
 */
export default function UpdateToast({ toasterLabels, ...prompt }: UpdatePromptProps & { toasterLabels: ToasterLabels }) {
  return (
    <>
      <Toaster labels={toasterLabels} />
      <UpdatePrompt {...prompt} />
    </>
  );
}
