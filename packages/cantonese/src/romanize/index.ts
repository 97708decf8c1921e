export {
  isValidJyutping,
  parseJyutping,
  JYUTPING_INITIALS,
  JYUTPING_FINALS,
  type JyutpingSyllable,
} from './jyutping.js';
export { jyutpingToGuangzhou, guangzhouToJyutping } from './guangzhou.js';
