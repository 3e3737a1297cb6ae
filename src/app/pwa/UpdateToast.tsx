import { Toaster, type ToasterLabels } from '@/ui/Toaster';
import { UPDATE_TOASTER, UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt';

/**
 * The update prompt with a toaster of its own (the screens' toasters leave its toast alone). Loaded only once a
 * new version is waiting, so sonner never weighs on the login path.
 */
export default function UpdateToast({ toasterLabels, ...prompt }: UpdatePromptProps & { toasterLabels: ToasterLabels }) {
  return (
    <>
      <Toaster labels={toasterLabels} id={UPDATE_TOASTER} />
      <UpdatePrompt {...prompt} />
    </>
  );
}
