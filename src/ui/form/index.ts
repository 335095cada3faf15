/**
 * The form kit (issue 16): what every form of the bill shares. Import it only from a lazily
 * loaded chunk (React.lazy in the widget): it brings formik, which must stay out of the bill
 * route's first JavaScript.
 *
 * A form with it:
 * ```tsx
 * const flow = useConfirmSend(send, { cooldownMs: 5000 });
 * <Formik initialValues={…} validationSchema={…} onSubmit={flow.onSubmit}>
 *   <FormBody label="forms.care.title">
 *     <TextField name="subject" label="forms.care.subject" required />
 *     <SubmitButton label="forms.common.send" locked={flow.locked} busy={flow.state.phase === 'sending'} />
 *     <SendStatus state={flow.state} />
 *   </FormBody>
 * </Formik>
 * <ConfirmDialog flow={flow} />
 * ```
 * Labels, hints and schema messages are catalogue keys; the kit translates them. A field's
 * message shows once it was left or a send was tried, next to it, tied by aria-describedby and
 * aria-invalid, in a live region. `FieldFrame` ties any other control (a file input) the same way.
 */
export { AttachmentField, type AttachmentTexts } from './AttachmentField.tsx';
export { CheckboxField } from './CheckboxField.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { FieldFrame, useFieldError, type ControlProps, type FieldFrameProps } from './Field.tsx';
export {
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
  type TextFieldProps,
} from './fields.tsx';
export { focusFirstInvalid, useFocusFirstInvalidOnSubmit } from './focusFirstInvalid.ts';
export { FormBody, SubmitButton } from './FormBody.tsx';
export { SendStatus, type SendStatusProps } from './SendStatus.tsx';
export { Actions, ErrorText, Hint, Input, Select, TextArea } from './styles.ts';
export {
  useConfirmSend,
  type ConfirmSend,
  type ConfirmSendOptions,
  type SendOutcome,
  type SendPhase,
} from './useConfirmSend.ts';
