import clsx from "clsx";
import { useId } from "react";

type Props = {
  title: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  /** Shown instead of a working switch: the category cannot be turned off. */
  lockedLabel?: string;
};

export function ConsentSwitch({ title, description, checked, onChange, lockedLabel }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const locked = Boolean(lockedLabel);

  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={titleId} className="font-semibold text-ink">
          {title}
          {locked && (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-700">
              {lockedLabel}
            </span>
          )}
        </p>
        <p id={descriptionId} className="mt-1 text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        disabled={locked}
        onClick={() => onChange?.(!checked)}
        className={clsx(
          "relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed",
          checked ? "bg-brand-600" : "bg-slate-500",
          locked && "opacity-60",
        )}
      >
        <span
          aria-hidden
          className={clsx(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}
