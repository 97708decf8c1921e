import { allDone } from './all-done.js';
import { aspect } from './aspect.js';
import {
  degreeClassifier,
  disposalClassifier,
  measureClassifier,
  subjectClassifier,
} from './classifiers.js';
import { comparative, notAsAs } from './comparative.js';
import { disposalOrder } from './disposal-order.js';
import { erhua } from './erhua.js';
import { extentComplement } from './extent.js';
import { geiFiller } from './filler-gei.js';
import { giveDoubleObject } from './give.js';
import { goTo, notFar } from './go-to.js';
import { moreABit, onceMore } from './more-a-bit.js';
import { nearlyDone } from './nearly.js';
import { objectMeasure } from './object-measure.js';
import { fusedParticles } from './particles.js';
import { pluralNoun } from './plural.js';
import { possessiveClassifier } from './possessive.js';
import { potentialDe } from './potential.js';
import { englishQuestion } from './english-question.js';
import { ongoingNe } from './ongoing-ne.js';
import { takePhoto } from './photo.js';
import { progressive } from './progressive.js';
import { progressiveWhat } from './saying-what.js';
import { question } from './question.js';
import { relativeDemonstrative } from './relative.js';
import { tryBriefly } from './reduplication.js';
import type { RuleName } from '../rule-family.js';
import type { Rule } from './rule.js';
import { tellKnow } from './tell.js';
import { thenXian } from './then-xian.js';
import { treat } from './treat.js';
import { xianPostposed } from './xian.js';

export type { Rule } from './rule.js';

/** Applied in this order after the lexicon: per-word rules first, then reordering ones. */
export const RULES: readonly Rule[] = [
  erhua,
  takePhoto,
  progressiveWhat,
  progressive,
  ongoingNe,
  aspect,
  potentialDe,
  extentComplement,
  disposalClassifier,
  geiFiller,
  disposalOrder,
  onceMore,
  question,
  tryBriefly,
  objectMeasure,
  measureClassifier,
  degreeClassifier,
  subjectClassifier,
  possessiveClassifier,
  pluralNoun,
  moreABit,
  comparative,
  notAsAs,
  giveDoubleObject,
  tellKnow,
  treat,
  xianPostposed,
  thenXian,
  notFar,
  goTo,
  nearlyDone,
  allDone,
  relativeDemonstrative,
  englishQuestion,
  fusedParticles,
];

/** Every name a change's `rule` can carry, up to its `:` detail where the detail varies. */
export const RULE_NAMES: readonly RuleName[] = ['lexicon', 'admin', ...RULES.map((r) => r.name)];
