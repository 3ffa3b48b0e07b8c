import { describedBy, FieldError } from '../ui/Field';
import fields from '../ui/Field.module.scss';
import styles from './ChoiceGroup.module.scss';

/** A list of choices to tick (collections, styles, sizes, colours), each a checkbox named `name` with its id. */
export function ChoiceGroup({
  name,
  legend,
  options,
  picked,
  error,
}: {
  name: string;
  legend: string;
  options: { id: number; title: string; value?: string }[];
  picked: number[];
  error?: string;
}) {
  const id = `product-${name}`;
  return (
    <fieldset id={id} className={fields.choices} tabIndex={-1} {...describedBy(id, error)}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id}>
          <input type="checkbox" name={name} value={option.id} defaultChecked={picked.includes(option.id)} />
          {option.value && <span className={styles.swatch} style={{ background: option.value }} aria-hidden />}
          {option.title}
        </label>
      ))}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
