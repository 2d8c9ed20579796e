import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AlertTriangle } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PROBLEM_REASON_LABELS, PROBLEM_STATUS_LABELS, type ProblemReasonName, type ProblemReportStatusName } from '@fruit-shop/common/problem-report.rules';
import { reportWindowText } from '@fruit-shop/common/shop-profile.rules';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import type { OrderProblemReportsQuery as Data } from '../../gql/graphql';
import { formatDate, formatIndiaTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { OrderProblemReportsQuery } from './problem-report-operations';
import styles from './order-problem-report.module.css';

type Info = Data['orderProblemReports'];
type Report = Info['reports'][number];

// The dialog is Chakra's (focus trap, Escape, portal): its code loads on first use.
const loadDialog = () => import('./report-problem-dialog');
const ReportProblemDialog = lazy(loadDialog);

const reasonText = (reason: string) => PROBLEM_REASON_LABELS[reason.toLowerCase() as ProblemReasonName] ?? reason;
const statusOf = (status: string) => status.toLowerCase() as ProblemReportStatusName;
const when = (iso: string) => `${formatDate(iso)}, ${formatIndiaTime(iso)}`;

function Outcome({ report }: { report: Report }) {
  switch (statusOf(report.status)) {
    case 'open':
      return <p className={styles.muted}>We are looking into it and will email you the outcome.</p>;
    case 'refunded':
      return <p>We refunded {formatMoney(report.refundAmount ?? 0)}. You can follow it under Refunds.</p>;
    case 'replaced':
      return (
        <p>
          A free replacement is on its way:{' '}
          <RouterLink className={styles.link} to={`/orders/${report.replacementOrderId}`}>
            order {report.replacementOrderNumber}
          </RouterLink>
          .
        </p>
      );
    default:
      return <p>We could not accept this report.</p>;
  }
}

function ReportItem({ report }: { report: Report }) {
  const status = statusOf(report.status);
  return (
    <li className={styles.report}>
      <div className={styles.reportHead}>
        <p className={styles.reason}>
          {reasonText(report.reason)} · reported {formatDate(report.createdAt)}
        </p>
        <span className={styles.status} data-status={status}>
          {PROBLEM_STATUS_LABELS[status] ?? report.status}
        </span>
      </div>
      <ul className={styles.lines} aria-label="Reported items">
        {report.lines.map((line) => (
          <li key={line.itemId}>
            {line.quantity} × {line.productName}
          </li>
        ))}
      </ul>
      {report.note ? <p className={styles.note}>“{report.note}”</p> : null}
      {report.photoUrl ? (
        <a className={styles.photoLink} href={report.photoUrl} target="_blank" rel="noreferrer">
          <img className={styles.photo} src={report.photoUrl} alt="The photo you sent" width={96} height={96} loading="lazy" decoding="async" />
        </a>
      ) : null}
      <Outcome report={report} />
      {report.resolutionNote && status !== 'open' ? <p className={styles.muted}>Note from the shop: {report.resolutionNote}</p> : null}
    </li>
  );
}

/**
 * Problem reports on the customer's order page (issue 39 part 3): "Report a problem" while the
 * shop's window after delivery is open (the shop profile's hours, never a fixed number), each
 * report with its status and outcome, and, on a free replacement, the order it replaces.
 * Nothing shows on an order that is not delivered and has no reports. Its own query, so the
 * order page adds one line for it.
 */
export function OrderProblemReport({ orderId }: { orderId: string }) {
  const { data, refetch } = useQuery(OrderProblemReportsQuery, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const info = data?.orderProblemReports;
  if (!info) return null;
  const closed = info.blockedReason === 'WINDOW_CLOSED';
  if (!info.canReport && !info.reports.length && !info.replacementOf && !closed) return null;
  const policy = reportWindowText(info.windowHours);
  const windowText = info.reportBy ? `${policy}: until ${when(info.reportBy)}` : policy;

  return (
    <section className={styles.card} aria-labelledby="order-problems-heading">
      <h2 id="order-problems-heading" className={heading.lg}>
        Problems with this order
      </h2>
      {info.replacementOf ? (
        <p>
          This order is a free replacement for{' '}
          <RouterLink className={styles.link} to={`/orders/${info.replacementOf.orderId}`}>
            order {info.replacementOf.orderNumber}
          </RouterLink>
          .
        </p>
      ) : null}
      {info.reports.length ? (
        <ul className={styles.reports} aria-label="Your problem reports">
          {info.reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      ) : null}
      {info.canReport ? (
        <div className={styles.action}>
          <p className={styles.muted}>Something damaged, missing, not fresh or wrong? {windowText}.</p>
          <button
            type="button"
            className={`${controls.button} ${controls.outline} ${looks.md}`}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => {
              setMounted(true);
              setOpen(true);
            }}
          >
            <AlertTriangle aria-hidden />
            Report a problem
          </button>
        </div>
      ) : closed && info.reportBy ? (
        <p className={styles.muted}>
          {policy}: the time to report a problem with this order ended {when(info.reportBy)}.
        </p>
      ) : info.blockedMessage && info.blockedReason !== 'NOT_DELIVERED' ? (
        <p className={styles.muted}>{info.blockedMessage}.</p>
      ) : null}
      <Suspense fallback={null}>
        {mounted && (
          <ReportProblemDialog
            open={open}
            orderId={orderId}
            orderNumber={info.orderNumber}
            windowText={windowText}
            lines={info.lines}
            onClose={() => setOpen(false)}
            onReported={() => void refetch().catch(() => undefined)}
          />
        )}
      </Suspense>
    </section>
  );
}
