import { Toaster as Sonner } from "sonner";

/** The toast viewport, mounted only on pages that can show a toast (contact form, article share). */
export function Toaster() {
  return <Sonner visibleToasts={1} duration={5000} hotkey={["F8"]} swipeDirections={["right"]} className="md:max-w-[420px]" />;
}
