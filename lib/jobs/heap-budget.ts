import v8 from "node:v8";
import vm from "node:vm";

// A long job (an import of 100,000 rows, an export of a million products)
// allocates far more than it keeps: each chunk's rows become garbage once
// written. V8 lets such garbage pile up while memory is plentiful (an
// import's process grew by 500 MB of it, with under 50 MB live), and a
// server's memory is shared by every request. So the job collects its own
// garbage whenever its heap has grown by its budget since it started.
// V8's collector is reached through the documented --expose-gc flag, set
// at run time so no launcher needs it; where that is refused, nothing is
// collected early and the job runs as before.

let collector: (() => void) | null | undefined;

function collectGarbage(): (() => void) | null {
  if (collector === undefined) {
    try {
      v8.setFlagsFromString("--expose-gc");
      collector = vm.runInNewContext("gc") as () => void;
    } catch {
      collector = null;
    }
  }
  return collector;
}

const heapUsed = () => v8.getHeapStatistics().used_heap_size;

export type HeapBudget = { check(): boolean };

export function heapBudget(growthBytes: number): HeapBudget {
  let floor = heapUsed();
  return {
    // True when it collected. The floor moves to what is left after a
    // collection, so memory the job really keeps is not collected for again.
    check() {
      if (heapUsed() - floor <= growthBytes) return false;
      const gc = collectGarbage();
      if (!gc) return false;
      gc();
      floor = Math.max(floor, heapUsed());
      return true;
    },
  };
}
