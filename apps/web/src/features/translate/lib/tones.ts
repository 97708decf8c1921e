/** The tones live with the shared components now (the study cards colour by them too). */
export { toneOf, TONES } from '../../../components/tones';
