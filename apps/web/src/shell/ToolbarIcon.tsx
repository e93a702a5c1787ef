/** Line icons for the inert toolbar, drawn as SVG so they never depend on the system's fonts. */
const ICON_PATHS: Record<string, string> = {
  Save: 'M3 2h8l2 2v9H3z M5 2v4h5V2 M5 13v-4h6v4',
  Back: 'M6 4L2 8l4 4 M2 8h8a3 3 0 010 6H8',
  Exit: 'M8 13V3 M4 7l4-4 4 4',
  Cancel: 'M4 4l8 8 M12 4l-8 8',
  Print: 'M4 6V2h8v4 M2 6h12v6H2z M4 10h8v4H4z',
  Find: 'M7 3a4 4 0 110 8 4 4 0 010-8z M10 10l4 4',
  'First page': 'M4 3v10 M12 3L7 8l5 5',
  'Previous page': 'M10 3L5 8l5 5',
  'Next page': 'M6 3l5 5-5 5',
  'Last page': 'M12 3v10 M4 3l5 5-5 5',
  'Create session': 'M2 4h9v8H2z M5 2h9v8',
  Help: 'M6 6a2 2 0 114 0c0 1.5-2 1.5-2 3 M8 12v1',
};

export function ToolbarIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name] ?? ''}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
