// Adverbs. Format: see format.ts.
export const ADVERBS = `
也 都 adv
也许 可能 adv
都 = adv
就 = adv
才 先 adv
只 淨係 next:v
只 得 next:num
只 隻 prev:num m
只 隻 prev=这|那|哪|几|每|一 m
只 淨係
已经 已經 adv
刚 啱啱 adv
刚刚 啱啱 adv
刚才 頭先 adv t
立刻 即刻 adv
赶快 快啲 adv
赶紧 快啲 adv
一直 = adv
经常 成日 adv
常常 成日 adv
# 常 and 总 are "always", except where they start a word of their own before a noun, a time or a
# count (常年, 总体, 总决赛: they gave 「成日年」「成日體」「成日決賽」), or where 总 is "after all"
# (总比没到好 → 總好過…, 总有一个行的 → 總有一個得, 总还是兄弟).
常 = next=见|识
常 = end
常 = next:n
常 = next:t
常 成日 adv
总算 總算 adv   # at last (总算有收获), not 成日
总有一天 總有一日 t
总 總 next:n
总 總 next:num
总 總 next:m
总 總 next=还是|还|比|有|会|算|可以|能|该|应该|得
总 成日 adv
往往 = adv
通常 = adv
平时 平時 adv t
偶尔 間中 adv
从来不 從來唔 adv
从来没有 從來冇 adv
一定 = adv
肯定 梗係 next:v
肯定 梗係 next:a
肯定 梗係 next:adv
肯定 梗係 next:modal
肯定 = adv
当然 梗係 adv
其实 其實 adv
确实 的確 adv
到底 究竟 adv
究竟 = adv
大概 = adv
可能 = adv
好像 好似 adv
似的 噉
好象 好似 adv
似乎 好似 adv
几乎 差唔多 adv
差点 差啲 adv
差点儿 差啲 adv
故意 特登 adv
特意 特登 adv
专门 專登 adv
一共 一共 adv
总共 總共 adv
全部 = adv
完全 = adv   # whole, so its 全 is not 全 + verb (完全不知道 gave 「完唔知晒」)
齐全 齊全 a
全都 全部都 adv
再 = adv
又 = adv
还要 仲要 adv
还有 仲有 adv
也有 都有 adv
也不 都唔 adv
也没有 都冇 adv
都不 都唔 adv
都没有 都冇 adv
先 = adv
最后 最後 adv
终于 終於 adv
突然 突然之間 adv
忽然 忽然之間 adv
慢慢 慢慢 adv
快点 快啲 adv
快点儿 快啲 adv
慢点 慢啲 adv
# a warning that opens the sentence: 小心，地上很滑 → 因住，地下好滑
小心 因住 adv start
小心 = adv
随便 隨 next=你|您|他|她|他们|你们
随便 是但 adv
随时 隨時 adv
到处 周圍 adv
一会儿 一陣 adv t
一会 一陣 adv t
等会儿 等陣 adv t
待会儿 等陣 adv t
待会 等陣 adv t
过一会儿 過一陣 adv t
为什么不 點解唔 adv
难怪 唔怪得 adv
反正 橫掂 adv
千万 千祈 adv
难道 唔通 adv
何必 使乜 adv
快要 就快 adv
成天 成日 t
整个 成個
整 成 next:m
一个劲儿地 不停咁 adv
一个劲地 不停咁 adv
一个劲儿 不停咁 adv
一个劲 不停咁 adv
那阵儿 嗰陣 t
那会儿 嗰陣 t
这会儿 而家 t
那阵子 嗰陣 t
这阵子 呢排 t
这阵儿 呢排 t
无缘无故 無端端 adv
这段时间 呢排 t
大清早 一朝早 t
使劲 大力 adv
白天 日頭 t
`;
