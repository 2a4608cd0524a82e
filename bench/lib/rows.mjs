// Table rows shared by the scenarios.

export function jsRows(label, page, budgetKb, ok) {
  return [
    [label, `${(page.jsGzipBytes / 1024).toFixed(1)} KB`, `≤ ${budgetKb} KB`, ok],
    ...Object.entries(page.byPart)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([part, v]) => [`  ${part}`, `${(v.gzip / 1024).toFixed(1)} KB (${v.files} files)`, '', '']),
    ['Duplicate downloads', String(page.duplicateDownloads), '0', page.duplicateDownloads === 0],
  ];
}


/** LCP of the page against its static floor (the same first screen without scripts, same server). */
export function floorRows(page) {
  if (!page.floorLcpMs) return [];
  const ratio = page.lcpMs.median / Math.max(1, page.floorLcpMs.median);
  return [
    ['  LCP of the static floor (median)', `${page.floorLcpMs.median} ms (runs ${page.floorLcpMs.runs.join(', ')})`, '', ''],
    ['  LCP / floor', ratio.toFixed(2), '', ''],
  ];
}
