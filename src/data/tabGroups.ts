/**
 * The tabs' groups and query parameter, apart from src/data/registry.ts (which re-exports them): the
 * Tabs component of every page with tabs imports this small module, not the whole registry.
 */

/**
 * Tabs `groupId`s: tabs with the same group stay in sync across pages, so a
 * reader who picks Kotlin once sees Kotlin everywhere.
 */
export const TAB_GROUPS = {
  /** Values: the PLATFORMS ids. */
  platform: 'platform',
  /**
   * Values: kotlin, java, swift, objc, typescript, javascript, brightscript, and the API samples'
   * languages (plugins/api-reference/samples.ts): curl, javascript, node, python, go, java, csharp,
   * php, ruby, kotlin, swift. Also set by the `?language=` query parameter (LANGUAGE_QUERY_PARAM).
   */
  language: 'code-language',
  /** iOS UI framework. Values: uikit, swiftui. */
  iosUi: 'ios-ui',
  /** iOS dependency manager. Values: spm, cocoapods. */
  iosPackageManager: 'ios-package-manager',
  /** Where the iOS licence key comes from. Values: plist, remote. */
  iosLicenseSource: 'ios-license-source',
  /** iOS event API style. Values: async, combine. */
  iosEventsApi: 'ios-events-api',
} as const;

/**
 * Query parameter that picks the `code-language` tab on arrival (`?language=python`) and is
 * remembered like a click on the tab (src/theme/Tabs).
 */
export const LANGUAGE_QUERY_PARAM = 'language';
