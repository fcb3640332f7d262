/**
 * Says the device is offline, over the top of the frame: what is on screen comes from the service
 * worker's caches (pages, lists, chapters kept for offline reading), and actions fail with 网络不可用.
 */
export function OfflineBanner() {
  return (
    <div
      role="status"
      data-offline-banner=""
      className="pointer-events-none fixed inset-x-0 top-0 z-50 mx-auto w-full min-[1025px]:max-w-[520px]"
    >
      <p className="m-0 bg-night px-4 pt-[max(0.375rem,env(safe-area-inset-top))] pb-1.5 text-center text-[0.8125rem] leading-5 text-white">
        网络不可用：当前处于离线状态，显示的是已缓存的内容
      </p>
    </div>
  );
}
