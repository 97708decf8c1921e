import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { createTranslationTables, translate } from '../src/index.js';

const out = (text: string) => translate(text).output;

describe('translate: the issue examples', () => {
  it.each([
    ['他们在吃饭', '佢哋喺度食紧饭'],
    ['我先走了', '我走先喇'],
    ['给我一本书', '畀本书我'],
    ['我比你高', '我高过你'],
    ['你在干什么？', '你喺度做紧乜嘢呀？'],
  ])('%s → %s', (zh, yue) => {
    expect(out(zh)).toBe(yue);
  });
});

describe('translate: everyday words with a Cantonese word of their own', () => {
  it.each([
    ['他长得很像他爸爸。', '佢生得好似佢爸爸。'],
    ['我等了你很久了。', '我等咗你好耐喇。'],
    ['你替我问候他吧。', '你帮我问候佢啦。'],
    ['他们俩吵架了。', '佢哋两个嗌咗交。'],
    ['这阵子你忙什么呢？', '呢排你忙乜嘢呢？'],
    ['剩下的钱给你。', '剩低嘅钱畀你。'],
    ['当心车！', '因住车！'],
    ['难道你不知道吗？', '唔通你唔知咩？'],
    ['饭快要熟了。', '饭就快熟喇。'],
    ['气得我饭都不想吃。', '嬲到我饭都唔想食。'],
    ['他拼命工作。', '佢搏命做嘢。'],
    ['他肯定会来。', '佢梗系会嚟。'],
    ['他的手有点发抖。', '佢只手有啲震。'],
    ['这个人很聪明。', '呢个人好叻。'],
    ['路上堵车了。', '路上塞咗车。'],
    ['那家工厂倒闭了。', '嗰间工厂执笠咗。'],
    ['这家饭馆的菜很好吃。', '呢间饭馆嘅餸好好食。'],
    ['那家人很好。', '嗰家人好好。'],
    ['他们在谈恋爱。', '佢哋喺度拍紧拖。'],
    ['大概五斤左右。', '大概五斤度。'],
    ['这门课很难。', '呢科好难。'],
    ['我这学期选了三门课。', '我呢个学期拣咗三科。'],
    ['上学期我考得不好。', '上个学期我考得唔好。'],
    ['这周很忙，下周见。', '今个礼拜好忙，下个礼拜见。'],
    ['那样子真的不一样。', '噉样真系唔同。'],
    ['最近怎么样？', '呢排点呀？'],
    ['怎么样，行不行？', '点呀，得唔得呀？'],
    ['你身体怎么样了？', '你身体点呀？'],
    ['事情办得怎么样了？', '事办得点样呀？'],
    ['这部影片不怎么样。', '呢部影片麻麻。'],
    ['你随便给一点就可以了。', '你是但畀啲就得喇。'],
    ['当然可以！', '梗系得！'],
    ['还可以。', '仲可以。'],
    ['别让人家看见。', '唔好畀人见到。'],
    ['不要跟别人说。', '唔好同人讲。'],
    ['别人都知道了。', '人哋都知喇。'],
    ['你这么做是不对的。', '你噉做系唔啱嘅。'],
    ['你别那么说。', '你唔好噉讲。'],
    ['他这么喜欢你。', '佢咁钟意你。'],
    ['你的电话号码是多少？', '你嘅电话号码系几多呀？'],
    ['超市就在前面，走五分钟就到了。', '超级市场就喺前面，行五分钟就到喇。'],
    ['一天走七十里路。', '一日行七十里路。'],
    ['这次没白走一趟，总算有收获。', '今次冇白行一趟，总算有收获。'],
    ['别听错了。', '唔好听错喇。'],
    ['我明天回去了。', '我听日返去喇。'],
    ['你来香港多久了？', '你嚟香港几耐呀？'],
    ['各位，谢谢了！', '各位，多谢晒！'],
    ['是不是弄错了？', '系咪整错咗呀？'],
    ['看看是不是有什么东西堵住了。', '睇吓系咪有乜嘢塞住咗。'],
    ['有什么东西吗？', '有冇乜嘢呀？'],
    ['我想了很久也想不出来。', '我谂咗好耐都谂唔出。'],
    ['我想你了。', '我挂住你喇。'],
    ['我想家了。', '我挂住屋企喇。'],
    ['你说怎么样就怎么样吧。', '你讲点就点啦。'],
    ['钱包被偷了。', '银包畀人偷咗。'],
    ['他被老师批评了。', '佢畀老师批评咗。'],
    ['服务员，结帐！', '侍应，埋单！'],
    ['我们去打球吧。', '我哋去打波啦。'],
    ['这是什么东西？', '呢个系乜嘢呀？'],
    ['我不会游泳。', '我唔识游水。'],
    ['他不会来。', '佢唔会嚟。'],
    ['我很想你。', '我好挂住你。'],
    ['我想你帮我。', '我想你帮我。'],
    ['可以。', '得。'],
    ['可以吗？', '可唔可以呀？'],
    ['你在什么地方？', '你喺边度呀？'],
    ['这是什么地方？', '呢个系乜嘢地方呀？'],
    ['要浇点儿水。', '要淋啲水。'],
    ['现在几点儿了？', '而家几点喇？'],
    ['如何收费？', '点样收费呀？'],
    ['这个发型很适合你。', '呢个发型好啱你。'],
    ['坐久了要活动一下。', '坐耐咗要郁吓。'],
    ['累得不得了。', '攰到唔得了。'],
    ['他八十多岁了。', '佢八十几岁喇。'],
    ['我没想过。', '我冇谂过。'],
    ['有什么要帮忙的，尽管说。', '有乜嘢要帮手嘅，即管讲。'],
    ['尽管他很忙，他还是来了。', '尽管佢好忙，佢仲系嚟咗。'],
    ['吵得我睡不着。', '嘈到我瞓唔着。'],
    ['他跑得比我快。', '佢跑得快过我。'],
    ['真是白费力气。', '真系白费气力。'],
    ['他接着说。', '佢跟住讲。'],
    ['整棵树都倒了。', '成樖树都倒咗。'],
    ['看来都满危险。', '睇嚟都几危险。'],
    ['他唠叨极了。', '佢啰嗦到极。'],
    ['这阵子很忙。', '呢排好忙。'],
    ['他一个劲儿地喘气。', '佢不停咁喘气。'],
    ['我家隔壁是水果摊儿。', '我屋企隔篱系生果档。'],
    ['我走那会儿刚过八点。', '我走嗰阵啱啱过八点。'],
    ['把盖子盖好。', '盖好个盖。'],
    ['他爱摆架子。', '佢爱摆架子。'],
    ['这部电影挺卖座的。', '呢套电影几卖座嘅。'],
    ['我买了一部手机。', '我买咗部手机。'],
    ['我也懒得理他。', '我都费事理佢。'],
    ['价格到时候再谈。', '价钱到时再倾。'],
    ['他特地来看我。', '佢专登嚟睇我。'],
    ['你当时很可爱。', '你嗰时好得意。'],
    ['太不划算了。', '太唔抵喇。'],
    ['尝尝我的手艺。', '试吓我啲手势。'],
    ['下毛毛雨，不要紧。', '落雨溦，唔紧要。'],
    // 没 before a word that starts with 有: no 「冇有」.
    ['房子里面没有人。', '屋入面冇人。'],
    ['还没有人来。', '仲未有人嚟。'],
    ['没有什么好说的。', '冇乜嘢好讲嘅。'],
    ['哭也没有用。', '喊都冇用。'],
    ['他们全都来了。', '佢哋全部都嚟咗。'],
    ['我最近比较忙。', '我呢排比较忙。'],
    ['离这里最近的超市在哪里？', '离呢度最近嘅超级市场喺边度呀？'],
    ['我这一段时间很忙。', '我呢一排好忙。'],
    ['到时间了，我该走了。', '够钟喇，我要走喇。'],
    ['你想太多了。', '你谂多咗。'],
    ['无论如何也要挺着。', '几大都要顶住。'],
    ['你别白费劲了。', '你唔好嘥气喇。'],
    ['山洞里面黑咕隆咚。', '山洞入面黑孖孖。'],
    ['我该走了。', '我要走喇。'],
    ['他拎着个袋子。', '佢拎住个袋。'],
    // 是 is in 梗係/真係 already; 了 closing a statement (的了, 是了) is 喇, never 咗.
    ['当然是这样！', '梗系噉！'],
    ['时间真的是安排得刚刚好！', '时间真系安排得啱啱好！'],
    ['这件事对他来说很容易的了', '呢件事对佢嚟讲好容易㗎喇'],
    ['躲开一点就是了', '匿开啲就系喇'],
    // 把 after 这/那 counts; 干 after someone is doing, after a thing drying.
    ['这把刀很快。', '呢把刀好快。'],
    ['这把凳子摇摇晃晃的。', '呢张凳摇摇晃晃嘅。'],
    ['衣服干了。', '啲衫干咗。'],
    ['这里什么活儿都是我一个人干。', '呢度乜嘢都系我一个人做。'],
    ['店铺倒闭了。', '铺头执笠咗。'],
    // 着 of a result reached is 到, but for sleep; 提 holding takes 住.
    ['每次打电话找他总找不着。', '次次打电话揾佢成日揾唔到。'],
    ['我睡不着。', '我瞓唔着。'],
    ['他提着个皮箱。', '佢拎住个皮箱。'],
    ['快点给他一件毛衣，免得他着凉。', '快啲畀件冷衫佢，费事佢冷亲。'],
    ['书摆得整整齐齐的。', '书摆得齐齐整整嘅。'],
    // 動 on its own is 郁; the words it is part of keep it.
    ['箱子太重，我搬不动。', '个箱太重，我搬唔郁。'],
    ['我们去运动吧。', '我哋去运动啦。'],
    ['他像个孩子似的。', '佢似个细路噉。'],
    ['他每天晚上都看书。', '佢晚晚都睇书。'],
    ['别干这些事。', '唔好做呢啲嘢。'],
    ['衣服会干的。', '衫会干嘅。'],
    // Someone 说 + what they said is 話; speaking a language or speaking well is 講.
    ['他说一会儿下班一起走。', '佢话一阵放工一齐走。'],
    ['老师说明天考试。', '老师话听日考试。'],
    ['他说英语。', '佢讲英文。'],
    ['别说是你了，就是我也不行。', '咪话系你喇，就系我都唔得。'],
    // 想你/想他 is missing someone only at the end; 你好吗 inside a clause is 你 + 好吗.
    ['我想你们弄错了。', '我想你哋整错咗。'],
    ['我很想你。', '我好挂住你。'],
    ['过一会儿找你好吗？', '过一阵揾你好唔好呀？'],
    ['他说明天才告诉我地点。', '佢话听日先话我知地点。'],
    ['这件事不是非要这么做的。', '呢件事唔系一定要噉做嘅。'],
    ['不了，谢谢。', '唔使喇，多谢。'],
    ['我们俩人一起去。', '我哋两个人一齐去。'],
    ['他正在教室等你。', '佢喺教室等你。'],
    ['硬是要他去。', '硬系要佢去。'],
    // Hunger is 肚餓, said once (it gave 「我肚肚餓喇」 and 「你肚餓喇呀」).
    ['我肚子饿了。', '我肚饿喇。'],
    ['你饿了吗？', '你肚饿未呀？'],
    // Found in a set of everyday sentences written for this check.
    ['我刚下班，现在在回家的路上。', '我啱啱放工，而家喺返屋企嘅路上。'],
    ['外面下着大雨。', '出面落紧大雨。'],
    ['我把钥匙忘在家里了。', '我将条锁匙漏咗喺屋企喇。'],
    ['这道菜太咸了。', '呢碟餸太咸喇。'],
    ['他每天都工作到很晚。', '佢每日都做嘢到好夜。'],
    ['小心，地上很滑。', '因住，地上好滑。'],
    ['我的钱包被偷了。', '我个银包畀人偷咗。'],
    ['我的护照不见了。', '我本护照唔见咗。'],
    ['不好意思，我来晚了。', '唔好意思，我嚟迟咗。'],
    ['星期天我休息。', '礼拜日我休息。'],
    ['今天星期几？', '今日礼拜几呀？'],
    // A dish someone made or a restaurant serves is 餸; vegetables stay 菜.
    ['你做的菜真好吃！', '你做嘅餸真系好食！'],
    ['我不喜欢吃菜。', '我唔钟意食菜。'],
    // 吧 asking guesses (啩); 吧 suggesting stays 啦.
    ['不会吧？', '唔系啩？'],
    ['你还好吧？', '你还好啩？'],
    ['我们走吧。', '我哋走啦。'],
    ['听起来不错。', '听落唔错。'],
    ['我怕找不到更好的工作。', '我惊揾唔到仲好嘅工。'],
    // 只 after 这/那 counts (it gave 「嗰淨係雀」).
    ['那只鸟很漂亮。', '嗰只雀好靓。'],
    // Lines an earlier line had hidden: 得 must, 回 counted, 老 always, 等等 at the end.
    ['我得走了。', '我要走喇。'],
    ['我去过两回。', '我去过两次。'],
    ['他老迟到。', '佢成日迟到。'],
    ['你等等。', '你等阵。'],
    // V掉 is done away with (咗), once; 掉 alone is falling.
    ['把水倒掉。', '倒咗啲水。'],
    ['他把车卖掉了。', '佢卖咗架车喇。'],
    ['钱包掉了。', '银包跌咗。'],
    ['把灯关了。', '熄咗盏灯。'],
    ['你越说我越糊涂。', '你越讲我越糊涂。'],
    ['与其在家睡觉，不如出去走走。', '与其喺屋企瞓觉，不如出去行吓。'],
    ['他会说日语。', '佢识讲日文。'],
    ['他参与了这个项目。', '佢参与咗呢个项目。'],
    ['我只好自己去。', '我唯有自己去。'],
    ['他会来才怪。', '佢会嚟就奇喇。'],
    // A question's 呀 goes after a closing quotation, not inside it.
    ['怎么用广东话说“谢谢”？', '点用广东话讲“多谢”呀？'],
    ['学了三个月，我终于能听懂一点了。', '学咗三个月，我终于听得明少少喇。'],
    ['别忘了带护照。', '唔好唔记得带护照。'],
    ['飞机晚点了两个小时。', '架飞机迟咗两个钟头。'],
    ['晚点再说。', '迟啲再讲。'],
    ['到了给我打个电话。', '到咗打个电话畀我。'],
    // Set phrases of thanks and apology (麻烦你了 gave 「唔該你咗」).
    ['麻烦你了。', '麻烦晒你。'],
    ['辛苦了！', '辛苦晒！'],
    ['不好意思，让你久等了。', '唔好意思，要你等咗咁耐。'],
    ['还行吧。', '还可以啦。'],
    ['不要放辣椒。', '唔好落辣椒。'],
    ['我的工作量很大。', '我嘅工作量好大。'],
    ['我很喜欢我的工作。', '我好钟意我份工。'],
    // 还是 suggesting is 都係 ("had better"); 还是 as "still" stays 仲係.
    ['我们还是打车去吧。', '我哋都系截的士去啦。'],
    ['我们今天还是早点过去吧。', '我哋今日都系早啲过去啦。'],
    ['他还是学生。', '佢仲系学生。'],
    ['你这样干，疯了吗！', '你咁做，系咪癫咗呀！'],
    ['天气这么干。', '天气咁干。'],
    // 咗 is said once; 掉 after a direction is falling; idioms kept whole.
    ['我捡起掉了的东西。', '我执起跌咗嘅嘢。'],
    ['他跑掉了也是有可能的。', '佢跑咗都系有可能嘅。'],
    ['我总是念念不忘。', '我成日念念不忘。'],
    ['你别多管闲事。', '你唔好多管闲事。'],
    ['他们在讨价还价。', '佢哋喺度讲紧价。'],
    ['这个冰箱是新买的。', '呢部雪柜系新买嘅。'],
    ['我的帽子呢？', '我顶帽呢？'],
    ['我们已经好久没见面了。', '我哋已经好耐冇见面喇。'],
    ['这个问题太难了，我想不出来。', '呢个问题太难喇，我谂唔出。'],
    ['你要小心。', '你要小心。'],
    ['这件事我不知道该怎么办。', '呢件事我唔知应该点算。'],
    // -子 nouns Cantonese says without it, or otherwise.
    ['那间铺子赚了我五块钱。', '嗰间铺头赚咗我五蚊。'],
    ['他是个骗子。', '佢系个老千。'],
    ['叶子都黄了。', '叶都黄喇。'],
    ['你别逼我做这样的事！', '你唔好逼我做噉嘅事！'],
    ['他们住在一起。', '佢哋住埋一齐。'],
    ['放在一起。', '放埋一齐。'],
    ['他捡了一块石头。', '佢执咗一嚿石头。'],
    ['我们一块去。', '我哋一齐去。'],
    ['你真好。', '你真系好。'],
    ['回头再告诉你。', '转头再话你知。'],
    ['这件事很难办。', '呢件事好难搞。'],
    ['一天到晚都在玩。', '一日到黑都喺度玩紧。'],
    ['我们无法接受。', '我哋冇办法接受。'],
    // 这/那 alone as subject or object is 呢個/嗰個; before a noun or measure word, 呢/嗰.
    ['这很重要。', '呢个好重要。'],
    ['这太贵了。', '呢个太贵喇。'],
    ['我喜欢这。', '我钟意呢个。'],
    ['这本书很好看。', '呢本书好好睇。'],
    ['电梯在那边。', '𨋢喺嗰边。'],
    ['我从来没去过。', '我从来未去过。'],
    ['我马上就到。', '我即刻到。'],
    ['请问洗手间在哪里？', '唔该，洗手间喺边度呀？'],
    ['请问。', '唔该。'],
    ['等我一下。', '等我一阵。'],
    ['现在几点了？', '而家几点呀？'],
    ['那个东西坏了。', '嗰样嘢坏咗。'],
    ['这个房间很干净。', '呢间房好干净。'],
    ['这附近有什么好吃的？', '呢度附近有乜嘢好食嘅？'],
    ['我会说一点广东话。', '我识讲少少广东话。'],
    ['我送他一个礼物。', '我送份礼物畀佢。'],
    ['他儿子今年五岁。', '佢个仔今年五岁。'],
    ['你往回走就到了。', '你行返转头就到喇。'],
    ['这里什么都没有。', '呢度乜都冇。'],
    ['我觉得这样不行。', '我觉得噉样唔得。'],
    ['我们周末回家看爸妈。', '我哋周末返屋企探爸妈。'],
    ['你走错路了。', '你行错路喇。'],
    ['别走那么快。', '唔好行咁快。'],
    ['请你再说一遍。', '唔该你讲多次。'],
    ['你等一下。', '你等阵。'],
    ['我有一个哥哥和一个妹妹。', '我有一个哥哥同一个细妹。'],
    ['差点被烫伤了。', '差啲渌亲喇。'],
    ['他被车撞伤了。', '佢畀车撞亲喇。'],
    ['你跟我来吧。', '你跟我嚟啦。'],
    ['我跟他一起去。', '我同佢一齐去。'],
    // A 了 inside a clause is never left as Mandarin: 咗 after a verb-like word or before a verb,
    // 喇 ("already") after a time or amount.
    ['到最后我冒火了去找他上司。', '到最后我冒火咗去揾佢上司。'],
    ['最后终于让我套了出来。', '最后终于畀我套咗出嚟。'],
    ['全找遍了也没找到。', '揾匀晒都冇揾到。'],
    ['四十多岁了还穿得这么新潮。', '四十几岁喇仲着得咁新潮。'],
    ['他瞎了一只眼。', '佢盲咗只眼。'],
    ['这件事教会了我很多。', '呢件事教识咗我好多。'],
    // 着 after a verb is 住, the lexicon's verbs or not; as a result it is 到 or 中.
    ['他只顾着吃。', '佢净系顾住食。'],
    ['请对着电话说。', '唔该对住电话讲。'],
    ['我找着了。', '我揾到咗。'],
    ['你猜着了。', '你估中咗。'],
    ['别揭穿他。', '唔好拆穿佢。'],
    ['慢着！', '咪住！'],
    // 跟 "with" is 同; following (跟我来, 跟上, 跟着) keeps 跟.
    ['他跟女友分手了。', '佢同女友分手咗。'],
    ['现在跟过去不同了。', '而家同过去唔同喇。'],
    ['我跟不上。', '我跟唔上。'],
    ['心里不安。', '心入面唔安乐。'],
    ['这些东西我们那里多的是。', '呢啲嘢我哋嗰度大把。'],
    ['要么你先走，要么我先走。', '一系你走先，一系我走先。'],
    ['多么漂亮啊！', '几咁靓呀！'],
    ['哥们，借个火。', '老友，借个火。'],
    // 让我 offering to do something is 等我; allowing keeps 畀.
    ['让我来帮你。', '等我嚟帮你。'],
    ['他不让我去。', '佢唔畀我去。'],
    ['让他去吧。', '畀佢去啦。'],
    ['老板让我明天早点来。', '老板叫我听日早啲嚟。'],
    // Shopping and eating: 有名 → 出名, V起来 putting away → V埋/V好, change given back → 找返,
    // seasoning goes in with 落, hot food is 热.
    ['这个牌子很有名。', '呢个牌子好出名。'],
    ['这个质量不太好。', '呢个质素唔系几好。'],
    ['你帮我包起来吧。', '你帮我包好啦。'],
    ['把东西收起来。', '将啲嘢收埋。'],
    ['他起来了。', '佢起身咗。'],
    ['我买了一把雨伞。', '我买咗把遮。'],
    ['找你二十块。', '找返你二十蚊。'],
    ['我去找你。', '我去揾你。'],
    ['不要放葱。', '唔好落葱。'],
    ['这个汤太烫了。', '呢个汤太热喇。'],
    // Words holding a character the lexicon translates alone stay whole (能 → 可以, 别 → 唔好 …).
    ['这台电脑的功能很齐全。', '呢台电脑嘅功能好齐全。'],
    ['这两个有什么区别？', '呢两个有乜嘢区别呀？'],
    ['他亲自来了。', '佢亲自嚟咗。'],
    ['我买了股票。', '我买咗股票。'],
    ['你要冷静。', '你要冷静。'],
    ['心脏不好。', '心脏唔好。'],
    ['别走！', '唔好走！'],
    ['我们要和平。', '我哋要和平。'],
    ['会议正在进行。', '会议喺度进行紧。'],
    ['他根本不知道。', '佢根本唔知。'],
    ['这个问题很普遍。', '呢个问题好普遍。'],
    ['他去了美国。', '佢去咗美国。'],
    ['他很懂事。', '佢好生性。'],
    ['请查看附件。', '唔该查看附件。'],
    ['总之，我不去。', '总之，我唔去。'],
    ['小时候我很胖。', '细个嗰阵我好肥。'],
    // 工作 ending a clause is the verb (在哪里工作 → 做嘢) unless it is found, changed or had.
    ['你在哪里工作？', '你喺边度做嘢呀？'],
    ['我在银行工作。', '我喺银行做嘢。'],
    ['我们下次再见吧。', '我哋下次再见啦。'],
    ['再见！', '拜拜！'],
    // A time span with a final 了 says how long by now: 喇, not 咗.
    ['他们已经结婚三年了。', '佢哋已经结婚三年喇。'],
    ['你几岁了？', '你几多岁喇？'],
    ['一年一次而已。', '一年一次之嘛。'],
    ['他打了我一下。', '佢打咗我一下。'],
    ['你吃了早饭没有？', '你食咗早餐未呀？'],
    ['你去过香港没有？', '你去过香港未呀？'],
    ['随便你吧。', '随你啦。'],
    ['这件事跟你没关系。', '呢件事同你冇关系。'],
    ['没关系，我等你。', '唔紧要，我等你。'],
    ['不用找了。', '唔使找喇。'],
    ['我送孩子去幼儿园。', '我送细路去幼儿园。'],
    ['他跟我翻脸了。', '佢同我反面咗。'],
    // 请 opening a request is 唔该; inviting (请坐, 请客) keeps 请.
    ['请大声点。', '唔该大声啲。'],
    ['请系好安全带。', '唔该绑好安全带。'],
    ['请坐。', '请坐。'],
    ['我请你吃饭。', '我请你食饭。'],
    ['我找到工作了。', '我揾到工喇。'],
    // 下 going down, and rain or snow falling, is 落; V不下 (no room) is V唔落.
    ['恐怕你吃不下。', '恐惊你食唔落。'],
    ['我下楼去买点东西。', '我落楼去买啲嘢。'],
    ['现在外面下很大雨。', '而家出面落好大雨。'],
    ['这几天下了大雪。', '呢几日落咗大雪。'],
    ['我在下一站下车。', '我喺下个站落车。'],
    ['下了班我就回家。', '放咗工我就返屋企。'],
    // 不怎么 is 冇乜; 怎么这么 asking why is 乜咁; 这样/那样 before an adjective is 咁.
    ['这里不怎么好玩。', '呢度冇乜好玩。'],
    ['你怎么这么大了还玩？', '你乜咁大咗仲玩呀？'],
    ['他这样聪明。', '佢咁叻。'],
    ['不要这样做。', '唔好噉做。'],
    ['请你大声点说。', '唔该你讲大声啲。'],
    // V(+object) 了没有 asks 未呀, with nothing of the Mandarin 了 left over.
    ['学会了没有？', '学识未呀？'],
    ['吃过饭了没有？', '食过饭未呀？'],
    ['你交代给他了没有？', '你交代畀佢未呀？'],
    // 说 reporting or judging someone is 话; telling someone and speaking stay 讲.
    ['他说他不认识我。', '佢话佢唔识我。'],
    ['你说呢？', '你话呢？'],
    ['别人会说你的。', '人哋会话你嘅。'],
    ['我跟你说。', '我同你讲。'],
    ['你说什么？', '你话乜嘢呀？'],
    ['你会说广东话吗？', '你识唔识讲广东话呀？'],
    ['你说得对。', '你讲得啱。'],
    // 事情 and 事 as "things" are 嘢; a single matter (这件事) and 事情 opening a sentence stay 事.
    ['我有很多事情要做。', '我有好多嘢要做。'],
    ['这种事不要再做了。', '呢种嘢唔好再做喇。'],
    ['这件事情很麻烦。', '呢件事好麻烦。'],
    ['事情是这样的。', '事系噉嘅。'],
    // Names keep their 小.
    ['我叫小明。', '我叫小明。'],
    // 肯定 as a verb, and words that only contain 动, 像, 久 or 替, stay what they are.
    ['我肯定他的做法。', '我肯定佢嘅做法。'],
    ['动物园很好玩。', '动物园好好玩。'],
    ['他是我的偶像。', '佢系我嘅偶像。'],
    ['这是永久的。', '呢个系永久嘅。'],
    ['用新的代替旧的。', '用新嘅代替旧嘅。'],
  ])('%s → %s', (zh, yue) => {
    expect(out(zh)).toBe(yue);
  });
});

describe('translate: script', () => {
  it('keeps Traditional input Traditional', () => {
    expect(out('他們在吃飯')).toBe('佢哋喺度食緊飯');
    expect(out('你在幹什麼？')).toBe('你喺度做緊乜嘢呀？');
    expect(out('我們一起去吧')).toBe('我哋一齊去啦');
  });
  it('keeps Simplified input Simplified, Cantonese characters included', () => {
    expect(out('这是我的书')).toBe('呢个系我嘅书');
    expect(out('那个人是谁？')).toBe('嗰个人系边个呀？');
  });
});

describe('translate: untouched text', () => {
  it('keeps punctuation, numbers, Latin text and line breaks', () => {
    expect(out('我有3个iPhone，你呢？\n他们在吃饭!')).toBe(
      '我有3个iPhone，你呢？\n佢哋喺度食紧饭!',
    );
    expect(out('Hello, world 123.')).toBe('Hello, world 123.');
    expect(out('「今天」《明天》\r\n')).toBe('「今日」《听日》\r\n');
  });
  it('handles empty and whitespace-only input', () => {
    expect(translate('')).toEqual({ output: '', changes: [] });
    expect(translate('  \n ')).toEqual({ output: '  \n ', changes: [] });
  });
  it('translates long input line by line, clause by clause', () => {
    const line = '他们在吃饭，我先走了。';
    const text = Array.from({ length: 500 }, () => line).join('\n');
    const result = translate(text);
    expect(result.output.split('\n')).toEqual(
      Array.from({ length: 500 }, () => '佢哋喺度食紧饭，我走先喇。'),
    );
    expect(result.changes.length).toBeGreaterThanOrEqual(1500);
  });
  it('keeps characters outside the Basic Multilingual Plane and emoji', () => {
    expect(out('𠮷野家😀他们在吃饭')).toBe('𠮷野家😀佢哋喺度食紧饭');
  });
});

describe('translate: changes', () => {
  it('reports each changed source word with its input offsets', () => {
    const text = '噢，他们在吃饭';
    const { changes } = translate(text);
    for (const c of changes) expect(text.slice(c.start, c.end)).toBe(c.from);
    expect(changes.map((c) => [c.from, c.to])).toEqual([
      ['他们', '佢哋'],
      ['在', '喺度'],
      ['吃饭', '食紧饭'],
    ]);
    expect(changes[1]!.rule).toBe('progressive');
    expect(changes[0]!.rule).toBe('lexicon:function');
  });
  it('reports a reordering as one change over the reordered words', () => {
    const { changes } = translate('我先走了');
    expect(changes).toEqual([
      { from: '先走', to: '走先', start: 1, end: 3, rule: 'word-order:xian' },
      { from: '了', to: '喇', start: 3, end: 4, rule: 'aspect' },
    ]);
  });
  it('uses offsets of the Traditional input', () => {
    const text = '好，我們';
    const { changes } = translate(text);
    expect(changes).toEqual([
      { from: '我們', to: '我哋', start: 2, end: 4, rule: 'lexicon:function' },
    ]);
  });
  it('reports no change for untranslated text', () => {
    expect(translate('ABC 123').changes).toEqual([]);
  });
});

describe('translate: admin tables', () => {
  const tables = createTranslationTables({
    input: [
      { from: '我爱你', to: '我好鍾意你' },
      { from: '电脑', to: '计算机' },
    ],
    output: [
      { from: '食紧饭', to: '食紧晏' },
      { from: '畀本书我', to: '俾本书我' },
    ],
  });

  it('an exact full-text input record wins outright, in the input script', () => {
    expect(translate('我爱你', { tables })).toEqual({
      output: '我好钟意你',
      changes: [{ from: '我爱你', to: '我好钟意你', start: 0, end: 3, rule: 'admin:exact' }],
    });
    expect(translate(' 我愛你 ', { tables }).output).toBe(' 我好鍾意你 ');
  });
  it('input records rewrite the Mandarin before the engine, changes map to the input', () => {
    const result = translate('他在用电脑', { tables });
    expect(result.output).toBe('佢喺度用紧计算机');
    const admin = result.changes.find((c) => c.rule === 'admin:input')!;
    expect(admin).toEqual({ from: '电脑', to: '计算机', start: 3, end: 5, rule: 'admin:input' });
  });
  it('output records correct the Cantonese after the engine', () => {
    const result = translate('他们在吃饭', { tables });
    expect(result.output).toBe('佢哋喺度食紧晏');
    expect(result.changes.at(-1)).toMatchObject({
      from: '吃饭',
      to: '食紧晏',
      rule: 'admin:output',
    });
    expect(translate('他們在吃飯', { tables }).output).toBe('佢哋喺度食緊晏');
    expect(translate('给我一本书', { tables }).output).toBe('俾本书我');
  });
  it('without tables nothing changes', () => {
    expect(translate('我爱你').output).toBe('我爱你');
    expect(
      createTranslationTables({ input: [{ from: '  ', to: 'x' }], output: [] }).exact.size,
    ).toBe(0);
  });
});

describe('yuexue-cantonese translate', () => {
  async function run(args: string[], input: string) {
    let stdout = '';
    let stderr = '';
    const sink = (write: (s: string) => void) =>
      new Writable({
        write(chunk, _encoding, done) {
          write(String(chunk));
          done();
        },
      });
    const stdin = Readable.from([input]);
    const code = await main(['translate', ...args], {
      stdin,
      stdout: sink((s) => (stdout += s)),
      stderr: sink((s) => (stderr += s)),
    });
    return { code, stdout, stderr };
  }
  it('writes exactly one translated line per input line', async () => {
    const { code, stdout } = await run([], '他们在吃饭\n\n我先走了\r\nABC\n');
    expect(code).toBe(0);
    expect(stdout).toBe('佢哋喺度食紧饭\n\n我走先喇\nABC\n');
  });
  it('rejects unknown options', async () => {
    const { code, stderr } = await run(['--nope'], '');
    expect(code).toBe(2);
    expect(stderr).toContain('unknown option --nope');
  });
});
