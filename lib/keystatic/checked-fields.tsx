"use client";

import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { useId, useState } from "react";

type Props<V extends Record<string, unknown>> = FormFieldInputProps<V> & {
  fields: Record<keyof V & string, Pick<BasicFormField<NonNullable<unknown> | null>, "Input">>;
  label: string;
  description?: string;
  layout: number[];
  /** The problem across the fields, once each is valid alone (each field shows its own). */
  problem(value: V): string | undefined;
  adjust(next: V, opened: V): V;
};

/** The inputs of a checked object (checked-object.tsx): Keystatic's own, on its grid, and the problem across them. */
export function CheckedFields<V extends Record<string, unknown>>(props: Props<V>) {
  const { value, onChange, autoFocus, forceValidation, fields, label, description, layout, problem, adjust } = props;
  const [opened] = useState(value);
  const id = useId();
  const why = problem(value);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={why ? `${id}-problem` : undefined}
      style={{ fontFamily: "var(--kui-typography-font-family-base, system-ui, sans-serif)" }}
    >
      <p
        id={`${id}-label`}
        style={{
          margin: 0,
          fontSize: "1.125rem",
          fontWeight: 600,
          color: "var(--kui-color-foreground-neutral-emphasis)",
        }}
      >
        {label}
      </p>
      {description && (
        <p
          style={{ margin: "0.5rem 0 0", fontSize: "0.875rem", color: "var(--kui-color-foreground-neutral-secondary)" }}
        >
          {description}
        </p>
      )}
      <div style={{ display: "grid", gridTemplateColumns: "repeat(12, minmax(0, 1fr))", gap: "0 1rem" }}>
        {(Object.keys(fields) as (keyof V & string)[]).map((key, index) => {
          const FieldInput = fields[key].Input;
          return (
            <div key={key} style={{ gridColumn: `span ${layout[index] ?? 12}`, marginTop: "1.5rem" }}>
              <FieldInput
                value={value[key] as never}
                onChange={(next) => onChange(adjust({ ...value, [key]: next }, opened))}
                autoFocus={autoFocus && index === 0}
                forceValidation={forceValidation}
              />
            </div>
          );
        })}
      </div>
      {why && (
        <p
          id={`${id}-problem`}
          role="alert"
          style={{ margin: "1rem 0 0", fontSize: "0.875rem", color: "var(--kui-color-foreground-critical, #b91c1c)" }}
        >
          {why}
        </p>
      )}
    </div>
  );
}
