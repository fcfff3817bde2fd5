/** Rendered by the root layout when the site settings cannot be loaded (spec §8). */
export function SettingsErrorPage() {
  return (
    <html lang="en" data-theme="curacao">
      <body>
        <main className="grid min-h-dvh place-items-center p-6 text-center" data-testid="settings-error">
          <div className="card max-w-md p-8">
            <h1 className="mb-3 text-2xl font-extrabold">Service Unavailable</h1>
            <p className="mb-6 text-muted">Something went wrong. Please try again in a moment.</p>
            <a href="/" className="btn btn-primary">
              Try again
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
