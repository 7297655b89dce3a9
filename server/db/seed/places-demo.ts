/**
 * The demo subset of Karnataka's places: four districts and their taluks, with LGD codes so a later
 * import of the full directory updates these rows instead of adding twins. Kannada names that the
 * directory leaves blank are filled in here.
 */
export interface DemoDistrict {
  lgd: number;
  en: string;
  kn: string;
  taluks: [lgd: number, en: string, kn: string][];
}

export const DEMO_PLACES: DemoDistrict[] = [
  {
    lgd: 545,
    en: 'Mysuru',
    kn: 'ಮೈಸೂರು',
    taluks: [
      [5573, 'Heggadadevankote', 'ಹೆಗ್ಗಡದೇವನಕೋಟೆ'],
      [5570, 'Hunsur', 'ಹುಣಸೂರು'],
      [5571, 'Krishnarajanagara', 'ಕೃಷ್ಣರಾಜನಗರ'],
      [5572, 'Mysuru', 'ಮೈಸೂರು'],
      [5574, 'Nanjangud', 'ನಂಜನಗೂಡು'],
      [5569, 'Piriyapatna', 'ಪಿರಿಯಾಪಟ್ಟಣ'],
      [7230, 'Saligrama', 'ಸಾಲಿಗ್ರಾಮ'],
      [7098, 'Saraguru', 'ಸರಗೂರು'],
      [5575, 'Tirumakudal - Narsipur', 'ಟಿ. ನರಸೀಪುರ'],
    ],
  },
  {
    lgd: 529,
    en: 'Bidar',
    kn: 'ಬೀದರ್',
    taluks: [
      [5456, 'Aurad', 'ಔರಾದ'],
      [5454, 'Basavakalyan', 'ಬಸವಕಲ್ಯಾಣ'],
      [5455, 'Bhalki', 'ಭಾಲ್ಕಿ'],
      [5457, 'Bidar', 'ಬೀದರ್'],
      [7084, 'Chitaguppa', 'ಚಿಟಗುಪ್ಪ'],
      [5458, 'Homnabad', 'ಹುಮನಾಬಾದ'],
      [7086, 'Hulsoor', 'ಹುಲಸೂರು'],
      [7085, 'Kamalnagar', 'ಕಮಲನಗರ'],
    ],
  },
  {
    lgd: 546,
    en: 'Raichur',
    kn: 'ರಾಯಚೂರು',
    taluks: [
      [7403, 'Arakera', 'ಅರಕೇರಾ'],
      [5460, 'Devadurga', 'ದೇವದುರ್ಗ'],
      [5459, 'Lingasugur', 'ಲಿಂಗಸೂಗೂರು'],
      [5462, 'Manvi', 'ಮಾನ್ವಿ'],
      [7101, 'Maski', 'ಮಸ್ಕಿ'],
      [5461, 'Raichur', 'ರಾಯಚೂರು'],
      [5463, 'Sindhnur', 'ಸಿಂಧನೂರು'],
      [7097, 'Sirwar', 'ಸಿರವಾರ'],
    ],
  },
  {
    lgd: 531,
    en: 'Chamarajanagar',
    kn: 'ಚಾಮರಾಜನಗರ',
    taluks: [
      [5577, 'Chamarajanagar', 'ಚಾಮರಾಜನಗರ'],
      [5576, 'Gundlupet', 'ಗುಂಡ್ಲುಪೇಟೆ'],
      [7077, 'Hanur', 'ಹನೂರು'],
      [5579, 'Kollegal', 'ಕೊಳ್ಳೇಗಾಲ'],
      [5578, 'Yelandur', 'ಯಳಂದೂರು'],
    ],
  },
];
