import "client-only";
import { useCallback, useEffect, useRef, type RefObject } from "react";

// How far below the viewport an island starts loading its code: a phone that never scrolls to it never downloads it.
const LOAD_MARGIN = "1000px 0px";

/** Also on the first touch or focus inside the element; after a failed import the next trigger tries again. */
export function useLoadNear<Module>(
  ref: RefObject<HTMLElement | null>,
  importCode: () => Promise<Module>,
  onLoaded: (module: Module) => void,
  done: boolean,
): () => void {
  const loading = useRef(false);
  const latest = useRef({ importCode, onLoaded });
  useEffect(() => {
    latest.current = { importCode, onLoaded };
  });

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    latest.current.importCode().then(
      (module) => latest.current.onLoaded(module),
      () => {
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || done) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: LOAD_MARGIN,
    });
    observer.observe(element);
    element.addEventListener("focusin", load);
    element.addEventListener("pointerdown", load);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", load);
      element.removeEventListener("pointerdown", load);
    };
  }, [ref, load, done]);

  return load;
}
