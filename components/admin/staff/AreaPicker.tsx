'use client';
import { AREAS, PRESETS, type Area } from '@/lib/desk/permissions';
import fields from '../ui/Field.module.scss';
import actions from '../ui/Actions.module.scss';
import styles from './AreaPicker.module.scss';

/** The areas of a staff account as boxes to tick, with the presets that tick a usual set in one go. */
export function AreaPicker({ id, areas, onChange }: { id: string; areas: readonly Area[]; onChange: (areas: Area[]) => void }) {
  const toggle = (area: Area, on: boolean) =>
    onChange(AREAS.map((a) => a.key).filter((key) => (key === area ? on : areas.includes(key))));
  return (
    <fieldset id={id} className={styles.areas}>
      <legend>Areas</legend>
      <div className={actions.row} role="group" aria-label="Presets">
        {PRESETS.map((preset) => (
          <button key={preset.name} type="button" className={actions.secondary} onClick={() => onChange([...preset.areas])}>
            {preset.name}
          </button>
        ))}
      </div>
      <div className={fields.choices}>
        {AREAS.map((area) => (
          <label key={area.key}>
            <input
              type="checkbox"
              name="permissions"
              value={area.key}
              checked={areas.includes(area.key)}
              onChange={(event) => toggle(area.key, event.target.checked)}
            />
            {area.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
