export function WelcomePage() {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Welcome to Takt</h1>
      <p>Select a function from the menu tree or enter a transaction code.</p>
    </section>
  );
}
