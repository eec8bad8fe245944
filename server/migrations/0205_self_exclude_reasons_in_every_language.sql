-- The reasons a player may give for excluding themselves, in the site's other languages (ua, kz,
-- az, uz) beside ru and en: the responsible-gaming page lists them in the page's language.
alter table self_exclude_reasons
  add column reason_ua text,
  add column reason_kz text,
  add column reason_az text,
  add column reason_uz text;

update self_exclude_reasons set
  reason_ua = case id
    when 1 then 'Я витрачаю на гру забагато грошей'
    when 2 then 'Я витрачаю на гру забагато часу'
    when 3 then 'Мені потрібна перерва'
    when 4 then 'Гра заважає моїй родині або роботі'
    when 5 then 'Інша причина'
  end,
  reason_kz = case id
    when 1 then 'Ойынға тым көп ақша жұмсаймын'
    when 2 then 'Ойынға тым көп уақыт жұмсаймын'
    when 3 then 'Маған үзіліс керек'
    when 4 then 'Ойын отбасыма немесе жұмысыма кедергі келтіреді'
    when 5 then 'Басқа себеп'
  end,
  reason_az = case id
    when 1 then 'Oyuna həddindən artıq çox pul xərcləyirəm'
    when 2 then 'Oyuna həddindən artıq çox vaxt sərf edirəm'
    when 3 then 'Mənə fasilə lazımdır'
    when 4 then 'Oyun ailəmə və ya işimə mane olur'
    when 5 then 'Başqa səbəb'
  end,
  reason_uz = case id
    when 1 then 'Oʻyinga haddan tashqari koʻp pul sarflayapman'
    when 2 then 'Oʻyinga haddan tashqari koʻp vaqt sarflayapman'
    when 3 then 'Menga tanaffus kerak'
    when 4 then 'Oʻyin oilamga yoki ishimga xalaqit beryapti'
    when 5 then 'Boshqa sabab'
  end;

-- A reason added later must be written in every language, as the first five are.
alter table self_exclude_reasons
  alter column reason_ua set not null,
  alter column reason_kz set not null,
  alter column reason_az set not null,
  alter column reason_uz set not null;
