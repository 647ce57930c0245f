import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { CheckedFields } from "./checked-fields";

// Keystatic checks each field alone; an object whose fields are valid only together (a promotion's first day against
// the previous one's last) is one field of its own here, stored as the same JSON object as `fields.object` would.

type Field = BasicFormField<NonNullable<unknown> | null, NonNullable<unknown> | null, unknown>;
type Values<F extends Record<string, Field>> = { [K in keyof F]: ReturnType<F[K]["defaultValue"]> };
type Checked<F extends Record<string, Field>> = { [K in keyof F]: ReturnType<F[K]["validate"]> };

type Options<F extends Record<string, Field>> = {
  label: string;
  description?: string;
  /** The columns (of 12) each field spans, in order, as Keystatic's object fields take them. */
  layout: number[];
  /** Why these values cannot be saved together, in the owner's words; undefined when they can. */
  problem(values: Checked<F>): string | undefined;
  /** Each edit, with the values the form opened with: the values to keep. */
  adjust?(next: Values<F>, opened: Values<F>): Values<F>;
};

export function checkedObject<F extends Record<string, Field>>(
  fields: F,
  { label, description, layout, problem, adjust = (next) => next }: Options<F>,
): BasicFormField<Values<F>, Checked<F>> {
  const keys = Object.keys(fields) as (keyof F & string)[];
  const each = <T,>(map: (key: keyof F & string) => T) => Object.fromEntries(keys.map((key) => [key, map(key)]));

  function parse(stored: FormFieldStoredValue): Values<F> {
    if (stored !== undefined && (typeof stored !== "object" || stored === null || Array.isArray(stored)))
      throw new Error("Must be an object");
    const object = (stored ?? {}) as Record<string, FormFieldStoredValue>;
    return each((key) => fields[key]!.parse(object[key])) as Values<F>;
  }

  function validate(value: Values<F>): Checked<F> {
    const checked = each((key) => fields[key]!.validate(value[key])) as Checked<F>;
    const why = problem(checked);
    if (why) throw new Error(why);
    return checked;
  }

  /** The problem across fields once each is valid alone (each field shows its own problems). */
  function currentProblem(value: Values<F>): string | undefined {
    let checked: Checked<F>;
    try {
      checked = each((key) => fields[key]!.validate(value[key])) as Checked<F>;
    } catch {
      return undefined;
    }
    return problem(checked);
  }

  return {
    kind: "form",
    label,
    Input: (props) => (
      <CheckedFields
        {...props}
        fields={fields}
        label={label}
        description={description}
        layout={layout}
        problem={currentProblem}
        adjust={adjust}
      />
    ),
    defaultValue: () => each((key) => fields[key]!.defaultValue()) as Values<F>,
    parse,
    serialize: (value) => ({
      value: Object.fromEntries(
        keys.flatMap((key) => {
          const stored = fields[key]!.serialize(value[key]).value;
          return stored === undefined ? [] : [[key, stored]];
        }),
      ),
    }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}
