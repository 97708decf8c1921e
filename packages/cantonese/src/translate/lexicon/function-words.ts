// Pronouns, demonstratives, question words, negation, aspect, prepositions, conjunctions and
// sentence-final particles. Format: see format.ts.
export const FUNCTION_WORDS = `
# pronouns
我 = p
你 = p
您 你 p
他 佢 p
她 佢 p
它 佢 p
牠 佢 p
我们 我哋 p
咱们 我哋 p
咱 我哋 p
你们 你哋 p
您们 你哋 p
他们 佢哋 p
她们 佢哋 p
它们 佢哋 p
自己 = p
# after 畀 or 同 it is just 人 (让别人看见 → 畀人見到: 27 dev references to 畀人哋's 2; 同人 8 to 1)
别人 人 p prev=让|被|给|叫|跟|和|同|与
别人 人哋 p
谁 邊個 p
谁的 邊個嘅
每个人 個個 p
有人 = p
# demonstratives
这 噉 next=不就|不就是   # 这不就行了吗 → 噉咪得囉
这 呢個 next=是|就是|都是|也是|不是|还是|可是
那 嗰個 next=是|就是|都是|也是|不是
# 呢/嗰 need a measure word before a noun: 这人 → 呢個人, 这三本书 → 呢三本書
这 呢 next:m
这 呢 next:num
这 呢 next:t
这 呢度 next=附近|周围|一带
这 呢個 next:n
# 这 alone as the subject: 这很重要 → 呢個好重要.
这 呢個 next:adv
这 呢個 next:a
这 呢個 next:modal
这 呢個 next=不|很|太|真|也|都|就|才|没|没有|会|能|又|还|倒|真的|到底|确实|可|不对|不行|不好|太贵了|对|行
这 呢個 end
这 呢
那 嗰 next:m
那 嗰 next:num
那 嗰 next:t
那 噉 start
那 嗰個 next:n
那 嗰個 next:adv
那 嗰個 next:a
那 嗰個 next=不|很|太|真|也|都|没|没有|又|还|真的|到底|确实|不对|不行|不好|太贵了|对|行
那 嗰個 end
那 嗰
# Things take 樣: 这个东西 → 呢樣嘢 (other classifiers: rules/classifiers.ts).
这个 呢樣 next=东西
那个 嗰樣 next=东西
这个 呢個
那个 嗰個
这些 呢啲
那些 嗰啲
这里 呢度 place
这儿 呢度 place
这边 呢邊 place
那里 嗰度 place
那儿 嗰度 place
那边 嗰邊 place
这样子 噉樣
那样子 噉樣
这样的 噉嘅
那样的 噉嘅
# how something is done is 噉, how much 咁: 你这么做 → 你噉做, 他会这么说 → 佢會噉講 (they gave 「咁做」)
这么 噉 next=说|讲|做|写|办|弄|搞|叫|处理|穿|看|想|安排|决定|回答|解释|对待|理解|走
那么 噉 !start next=说|讲|做|写|办|弄|搞|叫|处理|穿|看|想|安排|决定|回答|解释|对待|理解|走
这么 咁
那么 咁 start next:a   # degree before an adjective: 那么大还哭 → 咁大仲喊
那么 噉 start
那么 咁
这种 呢種
那种 嗰種
这次 今次
这回 今次
这时候 呢個時候 t
那时候 嗰陣時 t
那时 嗰陣 t
这时 呢個時候 t
这么样 咁樣
# question words
什么 乜嘢
什么的 之類
做什么 做|乜嘢 v
干什么 做|乜嘢 v prev=在|正在|想|要|打算|准备|会|能|可以|你|我|他|她|你们|我们|他们   # doing what: 你在干什么 → 你喺度做緊乜嘢
干什么 做|乜 v   # what for, after what is done: 动来动去干什么 → 郁嚟郁去做乜 (30 dev references, 做乜嘢 13)
干嘛 做|乜 v prev=在|正在   # 你在干嘛呢 → 你喺度做緊乜呢 (it gave 「你喺做乜呢」)
干嘛 做乜
干么 做乜
要么 一係
多么 幾咁 adv
为什么 點解
为啥 點解
啥 咩
啥子 咩
不怎么 冇乜 adv
怎么 乜 next=这么|那么|这样|那样
怎么 點
怎么了 做咩事
怎么回事 咩事
怎么会 點會
哪 邊
哪里 邊度 place
哪儿 邊度 place
哪个 邊個
哪些 邊啲
哪边 邊邊 place
哪位 邊位
哪天 邊日 t
多久 幾耐
多长时间 幾耐
# asking how long it has been: 你来香港多久了 → 你嚟香港幾耐呀 (it gave 「幾耐咗呀」)
多久了 幾耐 end q
多久了 幾耐
多长时间了 幾耐 end q
多长时间了 幾耐
多长 幾長
多远 幾遠
多大 幾大
多高 幾高
多重 幾重
什么时候 幾時 t
什么地方 邊度 place prev=在|去|到|从|住|住在|来|回
什么地方 乜嘢地方 place
什么样 點樣
尽管 即管 next:v
力气 氣力 n
如何 點樣
什么样的 點樣嘅
几点 幾點
几个 幾個
几岁 幾多歲 m
# negation
不 唔 neg
不是 唔係
不就是 咪就係
不就 咪   # "then of course": 提款不就行了 → 提款咪得囉 (「唔就」 is not Cantonese)
要不就 唔係就
不是吗 唔係咩
不要 唔要 end
不要 唔要 next:n
不要 唔要 next:num
不要 唔要 next=的|的话|这个|那个|这些|那些|这|那   # not wanting it: 若不要的话 → 若唔要嘅話, 我不要这个 → 我唔要呢個
不要 唔好
不了 唔到 !start
# declining at the start: 不了，谢谢 → 唔使喇，多謝
不了 唔使喇
不了了之 =
不用 唔使
不必 唔使
甭 唔使
用不着 唔使
不会 唔識 next=说|讲|写|游泳|开车|做饭|弹|唱|跳舞|画|用|骑|做
不会 唔會 modal
不能 唔可以 modal
不行 唔得
不可以 唔可以 modal
不认识 唔識
不懂 唔明
不想 唔想 modal
不对 唔啱
不好 唔好 a
不太 唔係幾
不大 唔係好
不一定 唔一定
不一样 唔同
不同 唔同
不够 唔夠
不在 唔喺度 end
不在 唔喺
不在乎 唔在乎
不怕 唔怕
不然 唔係
要不然 如果唔係
不但 唔單止
不仅 唔單止
不久 冇幾耐
不得了 唔得了
不好意思 唔好意思
别 唔好
没 冇 next=了   # gone: 文件都没了 → 文件都冇咗 (it gave 「都未咗」)
没 未 prev=还|仲|都|从来
没 冇
没有 未 prev=还|从来
没有 未 end prev:v
没有 未 end prev:vo
没有 冇 neg
# 有人, 有什么, 有用 are words of their own, so 没|有人 gave 「冇有人」.
没有人 未有人 prev=还
没有人 冇人
没有什么 冇乜嘢
没有用 冇用 a
没有意思 冇意思 a
还没 仲未
还没有 仲未
还不 仲唔
没事 冇事
没问题 冇問題
没意思 冇意思
没用 冇用
没空 唔得閒 a
没钱 冇錢
没人 冇人
想不到 估唔到
# aspect (了 and 着 are decided by rules; these are the defaults)
了 =
过 =
# weather going on: 外面下着大雨 → 出面落緊大雨
着 緊 prev=下|刮|打
着 落 prev=坐|用|吃|喝|听|闻|摸|睡|住 next=很|挺|不|真|好|还|特别|有点|非常|蛮|几   # how it feels: 这个椅子坐着不舒服 → 呢張凳坐落唔舒服 (not 穿着, also "attire": 他的穿着很过时)
着 住 prev:v
着 =
著 住 prev:v
起来 起身 prev=站|坐|爬
# copula and existence
是 係
是否 係咪
是的 係呀 end
是的 係嘅
就是说 即係
也就是说 即係
也是 都係
都是 都係 adv
还是 定係 q
还是 都係 next=吧
# had better, after whoever is to do it: 我们还是打车去吧 → 我哋都係截的士去啦
还是 都係 prev=我们|咱们|你|你们|大家 next:v
还是 都係 prev:t next:v
还是 都係 next=早|早点|早点儿|快点|先|别|不要
还是 仲係
真是 真係
而是 而係
不只是 唔只係
都不是 都唔係
还 仲 next=有|要|是|在|想|可以|会|没|不|很|那么|这么|更|得|能|以为|记得|差
还 還 next=钱|书|给|你|我|他|她|回|东西
还 還 prev=没|没有|还没|不|要|会|借|不肯|记得 end   # giving back: 到现在还没还 → 到而家仲未還 (it gave 「仲未仲」)
还 還 prev=没|没有|不|要|会|不肯 next=的|给|回|清
还 仲
有 =
有点 有啲 adv
有点儿 有啲
有一点 有啲
有一点儿 有啲
有些 有啲
一些 啲 start
一些 一啲
一点 啲 prev:a
# 说一点广东话 → 講少少廣東話.
一点 少少 prev:v next:n
点 啲 prev:a
点 啲 prev:v
里 = prev:num   # a distance: 走七十里路 → 行七十里路 (it gave 「七十入面路」)
里 入面 !start
一点儿 啲 prev:a
几点儿 幾點 t
点儿 啲
一点 少少 adv end
一点儿 少少 end
一点 啲
一点儿 啲
一点点 少少
一下 吓 prev:vo
一下 一下 prev:num
一下 = prev:p
一下 吓 !start
一下儿 吓 prev:v
有的 有啲
有时 有時 adv
有时候 有陣時
# prepositions and conjunctions
在 喺度 end
在 喺
和 同
跟 同 next:p
跟 同 next=谁
跟 = next=上|紧|踪|进|随|前
跟不上 跟唔上 v
跟得上 = v
跟 = end
跟 同
跟着 跟住
# Together: 住在一起 → 住埋一齊, 我们在一起 → 我哋喺埋一齊.
在一起 埋一齊 prev:v
住在一起 住埋一齊 v
在一起 喺埋一齊
接着 跟住
每次都 次次都 adv
每次 次次 t   # 13 dev references, 每次 3
每回 次次 t
特地 專登 adv
当时 嗰時 t
到时候 到時 t
懒得 費事
团团转 氹氹轉
同 =
与 同
给 畀
被 畀人 next:v
被 畀
让 等 next=我|我们 start
让 叫 next=我|你|他|她|我们|你们|他们 prev:n
让 畀
叫 叫 v
把 將 !prev:num !prev=这|那|哪|每|几
从 由
往 向
朝 向
离 離
对于 對於
关于 關於
因为 因為
所以 =
如果 =
虽然 雖然
然后 然後 adv
而且 =
或者 =
只有 得 start
只有 淨係得
等等 等陣 v end
等等 等等
一边 一路
一起 一齊 adv
一块 一嚿 next=肉|石头|蛋糕|糖|面包|骨头|木头
一块 一齊 next:v
一块儿 一齊
# structural particles
的 嘅
地 咁 prev:a
得 到 prev:v next:p
得 到 prev:a next:p
得 到 next=要命|要死|半死|不得了|全身|浑身|满头大汗
# must: 我得走了 → 我要走喇
得 要 prev:p next:v
得 要 prev:t next:v   # must, after a time: 今天晚上得好好复习 → 今晚要好好溫習
得 要 prev:t next=好|好好|早点|快点|马上|赶快|先
得 得
之 =
# sentence-final particles
吗 呀
# 吧 asking (a question mark) guesses: 你在开玩笑吧？ → 你講緊笑啩？ (22 of 62 dev references; 啦 6)
吧 啩 q
吧 啦
啊 呀
呢 呢
嘛 嘛
哦 哦
呀 =
啦 =
哈 =
喽 囉
咯 囉
罢了 之嘛
而已 之嘛
俩 兩個 prev:p
俩 兩
这家人 呢家人
那家人 嗰家人
这家伙 呢條友 n
那家伙 嗰條友 n
这家 呢間
那家 嗰間
哪家 邊間
`;
