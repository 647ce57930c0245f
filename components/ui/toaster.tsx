import { Toaster as Sonner } from "sonner";

/** The toast viewport, mounted only where a toast is shown: the working contact form, and an article after a copy. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      className="md:max-w-[420px]"
    />
  );
}
