import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { PROBLEM_MESSAGES, PROBLEM_NOTE_MAX, PROBLEM_REASONS, PROBLEM_REASON_LABELS, type ProblemReasonName } from '@fruit-shop/common/problem-report.rules';
import { toaster } from '../../components/app-toaster';
import { DialogFrame } from '../../components/dialog';
import text from '../../components/text-field.module.css';
import type { ProblemReason } from '../../gql/graphql';
import { ReportProblemMutation } from './problem-report-operations';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, uploadReportPhoto } from './upload-report-photo';
import styles from './report-problem-dialog.module.css';

export interface ReportableLine {
  itemId: string;
  productName: string;
  unit: string;
  reportable: number;
}

interface Values {
  quantities: Record<string, string>;
  reason: ProblemReasonName | '';
  note: string;
  photo: FileList | null;
}

const FORM_ID = 'report-problem-form';
const toEnum = (reason: ProblemReasonName) => reason.toUpperCase() as ProblemReason;

function photoProblem(files: FileList | null): string | true {
  const file = files?.[0];
  if (!file) return true;
  if (!PHOTO_TYPES.includes(file.type)) return 'Please upload a JPEG, PNG or WebP image';
  if (file.size > PHOTO_MAX_BYTES) return 'Images can be at most 5 MB';
  return true;
}

function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    if (message) return message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Your report could not be sent. Please try again.';
}

/**
 * Report a problem (issue 39 part 3): how many of each line had a problem, what was wrong,
 * a note and an optional photo. The photo is uploaded first, then the report is sent; the
 * server checks everything again (ownership, the window, the quantities). Loaded on first use.
 */
export default function ReportProblemDialog({
  open,
  orderId,
  orderNumber,
  windowText,
  lines,
  onClose,
  onReported,
}: {
  open: boolean;
  orderId: string;
  orderNumber: string;
  /** "Report a problem within 48 hours of delivery · until 14 Mar 2026, 18:30". */
  windowText: string;
  lines: readonly ReportableLine[];
  onClose: () => void;
  onReported: () => void;
}) {
  const open_ = lines.filter((l) => l.reportable > 0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [report] = useMutation(ReportProblemMutation);
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { quantities: Object.fromEntries(open_.map((l) => [l.itemId, '0'])), reason: '', note: '', photo: null },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const chosen = open_.map((l) => ({ itemId: l.itemId, quantity: Number(values.quantities[l.itemId] ?? 0) })).filter((l) => l.quantity > 0);
    if (!chosen.length) {
      setLinesError(PROBLEM_MESSAGES.chooseLines);
      return;
    }
    setLinesError(null);
    setFailure(null);
    setSending(true);
    try {
      const file = values.photo?.[0];
      const photo = file ? await uploadReportPhoto(orderId, file) : null;
      await report({ variables: { input: { orderId, lines: chosen, reason: toEnum(values.reason as ProblemReasonName), note: values.note.trim() || null, photo } } });
      toaster.create({ type: 'success', title: 'Thank you. We have your report and will look into it.' });
      onReported();
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSending(false);
    }
  });

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      closeOnEscape={!sending}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      title="Report a problem"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={sending} loadingText="Sending...">
            Send report
          </Button>
        </>
      }
    >
      <Dialog.Description className={styles.intro}>
        Order {orderNumber}. {windowText}. Tell us what arrived damaged, missing, not fresh or wrong, and we will make it right.
      </Dialog.Description>
      <form id={FORM_ID} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.group} aria-describedby={linesError ? 'report-lines-error' : undefined}>
          <legend className={styles.legend}>Which items?</legend>
          {open_.map((line) => {
            const id = `report-qty-${line.itemId}`;
            return (
              <div key={line.itemId} className={styles.line}>
                <label htmlFor={id} className={styles.lineName}>
                  {line.productName}
                </label>
                <select id={id} className={`${text.field} ${styles.quantity}`} aria-label={`${line.productName}: how many had a problem`} {...register(`quantities.${line.itemId}`)}>
                  {Array.from({ length: line.reportable + 1 }, (_, n) => (
                    <option key={n} value={String(n)}>
                      {n === 0 ? 'None' : n}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
          {linesError && (
            <p id="report-lines-error" className={styles.error} role="alert">
              {linesError}
            </p>
          )}
        </fieldset>

        <fieldset className={styles.group} aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
          <legend className={styles.legend}>What was wrong?</legend>
          <div className={styles.reasons}>
            {PROBLEM_REASONS.map((reason) => (
              <label key={reason} className={styles.reason}>
                <input type="radio" value={reason} {...register('reason', { required: PROBLEM_MESSAGES.chooseReason })} />
                {PROBLEM_REASON_LABELS[reason]}
              </label>
            ))}
          </div>
          {errors.reason?.message && (
            <p id="report-reason-error" className={styles.error} role="alert">
              {errors.reason.message}
            </p>
          )}
        </fieldset>

        <div className={styles.field}>
          <label htmlFor="report-note" className={styles.legend}>
            Note (optional)
          </label>
          <textarea
            id="report-note"
            className={`${text.field} ${styles.note}`}
            rows={3}
            maxLength={PROBLEM_NOTE_MAX}
            aria-invalid={errors.note ? true : undefined}
            {...register('note', { maxLength: { value: PROBLEM_NOTE_MAX, message: PROBLEM_MESSAGES.noteTooLong } })}
          />
          {errors.note?.message && (
            <p className={styles.error} role="alert">
              {errors.note.message}
            </p>
          )}
        </div>

        <div className={styles.field}>
          <label htmlFor="report-photo" className={styles.legend}>
            Photo (optional)
          </label>
          <input
            id="report-photo"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className={styles.file}
            aria-describedby="report-photo-hint"
            aria-invalid={errors.photo ? true : undefined}
            {...register('photo', { validate: photoProblem })}
          />
          <p id="report-photo-hint" className={styles.hint}>
            JPEG, PNG or WebP, at most 5 MB. We remove the location and camera details before keeping it.
          </p>
          {errors.photo?.message && (
            <p className={styles.error} role="alert">
              {errors.photo.message}
            </p>
          )}
        </div>

        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </form>
    </DialogFrame>
  );
}
