import {useEffect} from 'react';
import {useColorMode} from '@docusaurus/theme-common';

/**
 * Keeps `<meta name="theme-color">` equal to the navbar's computed background,
 * so the colour always comes from the theme's CSS variables, never from code.
 */
export default function ThemeColorMeta(): null {
  const {colorMode} = useColorMode();

  useEffect(() => {
    const navbar = document.querySelector('.navbar');
    if (!navbar) {
      return;
    }
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.appendChild(meta);
    }
    meta.content = getComputedStyle(navbar).backgroundColor;
  }, [colorMode]);

  return null;
}
