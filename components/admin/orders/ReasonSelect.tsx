import { STATUS_REASONS } from '@/lib/order-status';

/** The reasons of a final move or a hold, one to choose (the order page's status form and the desk's bulk bar). */
export function ReasonSelect({
  id,
  label,
  value,
  onChange,
}: {
  id?: string;
  label?: string;
  value: string;
  onChange: (reason: string) => void;
}) {
  return (
    <select
      id={id}
      name="reason"
      aria-label={label}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">Choose why</option>
      {Object.entries(STATUS_REASONS).map(([code, text]) => (
        <option key={code} value={code}>
          {text}
        </option>
      ))}
    </select>
  );
}
