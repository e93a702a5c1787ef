/** The shortcuts the page lists; they are only displayed (planning-workspaces §2). */
export function ShortcutFooter() {
  return (
    <footer className="shortcut-footer">
      <span>
        <kbd>Ctrl+S</kbd> Save
      </span>
      <span>
        <kbd>Ctrl+E</kbd> Explode
      </span>
      <span>
        <kbd>Ctrl+M</kbd> Run MRP
      </span>
    </footer>
  );
}
