import { Button, Selector, TextArea } from 'antd-mobile';

/** A ready-made reason: what the chip shows is the text it puts in the box. */
export type ReasonTemplate = { key: string; text: string };

type Props = {
  /** the panel's class (each review screen keeps its layout) */
  className: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  maxLength: number;
  /** the text box's placeholder and accessible name */
  placeholder: string;
  reasonTestId: string;
  templates?: readonly ReasonTemplate[];
  /** the chips in one column (long texts) instead of flowing */
  templatesInColumn?: boolean;
  templatesTestId?: string;
  confirmLabel: string;
  confirmTestId: string;
  loading: boolean;
  onConfirm: () => void;
};

/**
 * The reject half of a review: ready-made reasons to pick (each fills the box), the reason as
 * free text with its count, and the button that rejects. The caller holds the reason and checks it.
 */
export function RejectPanel(props: Props) {
  const { className, reason, onReasonChange, maxLength, placeholder, templates } = props;
  return (
    <div className={className}>
      {templates && templates.length > 0 ? (
        <Selector
          columns={props.templatesInColumn ? 1 : undefined}
          options={templates.map((tpl) => ({ label: tpl.text, value: tpl.key }))}
          onChange={(v) => {
            const picked = templates.find((tpl) => tpl.key === v[0]);
            if (picked) onReasonChange(picked.text);
          }}
          data-testid={props.templatesTestId}
        />
      ) : null}
      <TextArea
        value={reason}
        onChange={onReasonChange}
        maxLength={maxLength}
        rows={3}
        showCount
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid={props.reasonTestId}
      />
      <Button block color="danger" loading={props.loading} onClick={props.onConfirm} data-testid={props.confirmTestId}>
        {props.confirmLabel}
      </Button>
    </div>
  );
}

type DecisionProps = {
  /** the row's class (each review screen keeps its layout) */
  className: string;
  rejectLabel: string;
  rejectTestId: string;
  /** opens the reject panel */
  onReject: () => void;
  approveLabel: string;
  approveTestId: string;
  loading: boolean;
  onApprove: () => void;
};

/** The first step of a review: reject (opens {@link RejectPanel}) or approve, side by side. */
export function ReviewDecision(props: DecisionProps) {
  return (
    <div className={props.className}>
      <Button block color="danger" fill="outline" onClick={props.onReject} data-testid={props.rejectTestId}>
        {props.rejectLabel}
      </Button>
      <Button block color="primary" loading={props.loading} onClick={props.onApprove} data-testid={props.approveTestId}>
        {props.approveLabel}
      </Button>
    </div>
  );
}
