import type { idgfPtBR } from './idgf.pt-BR';

export const idgfEnUS: typeof idgfPtBR = {
  intro: 'Your numbers in the portal: deliveries, acceptances, reconciliations and documents, week by week.',
  introAdmin: "{{name}}'s performance report, as the supplier sees it.",
  back: 'Back',
  loading: 'Putting the report together…',
  noSupplier: "Open the report from a provider's details.",
  period: {
    legend: 'Period (commercial weeks)',
    from: 'From week',
    to: 'To week',
    placeholder: 'ww/yyyy',
    apply: 'Apply',
    invalid: 'Enter the week as ww/yyyy, for example 07/2026.',
    presets: 'Shortcuts',
    lastWeeks: 'Last {{count}} weeks',
    shown: 'Weeks {{from}} to {{to}} ({{start}} to {{end}})',
  },
  definition: 'Definition',
  definitionOf: 'Definition of {{figure}}',
  csv: 'CSV',
  csvOf: 'Export {{figure}} as CSV',
  noData: 'Nothing in the period.',
  rateOf: '{{rate}}%',
  counted: '{{part}} of {{total}}',
  weekLabel: 'Week {{week}}',
  figures: {
    onTimeDelivery: {
      title: 'On-time deliveries',
      definition:
        "Of the deliveries booked in the period (each load's booked delivery date), the share that falls inside the order's delivery window (start and end inclusive). Before the window is early, after it late; orders without a window are left out of the rate.",
    },
    acceptance: {
      title: 'Orders accepted in time',
      definition:
        'New or modified orders (N or M) received in the period: accepted within {{days}} calendar days of receiving the order (or of its issue, without a receipt date). Still waiting after the deadline counts as late; still waiting before it is left out of the rate.',
    },
    firstPass: {
      title: 'Reconciled on the first upload',
      definition:
        'Orders whose first invoice upload was in the period: the share approved 2/2 (commercial and fiscal) on that first upload. A rejected, conditional or cancelled upload did not pass; uploads still being checked are left out of the rate.',
    },
    divergenceReasons: {
      title: 'Top divergence reasons',
      definition:
        "The {{count}} most frequent refusal reasons in the period's invoice uploads, each counted once per upload that names it. Cancellations are not divergences.",
    },
    awaitingAction: {
      title: 'Invoices awaiting action',
      definition:
        'Today, orders whose latest reconciliation that is not cancelled is in progress (sent or being checked) or rejected with no later approval. It does not depend on the period.',
    },
    expiringDocuments: {
      title: 'Documents about to expire',
      definition:
        "Today, sustainability certificates and producer declarations (each order's latest, not rejected) expiring within {{days}} days or expired in the last {{days}}. It does not depend on the period.",
    },
  },
  legend: {
    onTime: 'On time',
    early: 'Early',
    late: 'Late',
    noWindow: 'No window',
    withinNotice: 'Accepted in time',
    lateAcceptance: 'Accepted late',
    overdue: 'Overdue',
    notDue: 'Not yet due',
    passed: 'Approved first time',
    failed: 'Not approved',
    pending: 'Being checked',
    inProgress: 'In progress',
    rejected: 'Rejected',
    expiring: 'Expiring',
    expired: 'Expired',
  },
  awaiting: {
    oldest: 'The oldest',
    order: 'Order {{order}}',
    invoice: 'Invoice {{invoice}}',
    since: 'since {{date}}',
  },
  documents: {
    certificadoSustentabilidade: 'Sustainability certificate',
    declaracaoProdutor: 'Producer declaration',
    validUntil: 'Order {{order}}, valid until {{date}}',
  },
  failure: {
    title: 'Problem producing the report',
    apology: 'Sorry, the report could not be put together right now.',
    support: 'Try again in a moment. If the problem persists, contact support and give them the code below.',
    code: 'Error code',
    message: 'Message',
    unknownCode: 'unknownError',
    unknownMessage: 'Unknown error: the server gave no detail.',
    retry: 'Try again',
  },
};
