/** How many times canvas nodes rendered: the benchmark reads it to prove an edit re-renders one node. */
export const renderCount = { canvas: 0 };
