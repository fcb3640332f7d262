/** "iPhone · Safari" style name of the device a user agent describes; 未知设备 when it says nothing useful. */
export function deviceNameOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const os = osOf(ua);
  const browser = browserOf(ua);
  if (!os && !browser) return '未知设备';
  return [os, browser].filter(Boolean).join(' · ');
}

function osOf(ua: string): string {
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/HarmonyOS|OpenHarmony/.test(ua)) return '鸿蒙';
  const android = /Android[^;)]*;(?:\s*[a-z]{2}[-_][A-Za-z]{2};)?\s*([^;)]+?)(?:\s+Build|\))/.exec(ua);
  if (android?.[1] && !/^(wv|Linux|K)$/.test(android[1].trim())) return `Android ${android[1].trim()}`;
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows 电脑';
  if (/Macintosh|Mac OS X/.test(ua)) return 'Mac';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Linux/.test(ua)) return 'Linux 电脑';
  return '';
}

function browserOf(ua: string): string {
  const rules: [RegExp, string][] = [
    [/MicroMessenger/, '微信'],
    [/\bQQ\//, 'QQ'],
    [/MQQBrowser/, 'QQ浏览器'],
    [/UCBrowser/, 'UC浏览器'],
    [/HuaweiBrowser/, '华为浏览器'],
    [/MiuiBrowser/, '小米浏览器'],
    [/Edg(A|iOS)?\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\/|FxiOS/, 'Firefox'],
    [/Chrome\/|CriOS/, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  return rules.find(([re]) => re.test(ua))?.[1] ?? '';
}
