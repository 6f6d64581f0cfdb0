export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-label="Loading Polycast">
      <img src="/icons/icon-192.png" alt="" width={64} height={64} />
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}
